import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { actionLabel } from "./audit-actions.ts";

describe("an audit line's action", () => {
  beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

  it("is named in words for the actions the server writes, and shown as its code otherwise", () => {
    expect(actionLabel("identity.approve")).toBe("Identity approved");
    expect(actionLabel("identity.reject")).toBe("Identity rejected");
    expect(actionLabel("deposit.approve")).toBe("Deposit approved");
    expect(actionLabel("wire_bank.update")).toBe("Wire bank account changed");
    expect(actionLabel("withdrawal.approve")).toBe("withdrawal.approve");
  });
});
