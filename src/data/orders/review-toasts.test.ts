import { i18n } from "@lingui/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ReviewNotice } from "#domain/order.ts";
import { toasts } from "#state/toasts.ts";
import { announceBookEvents } from "./trading-toasts.ts";

const shown = () => toasts.items.map((t) => `${t.kind}: ${t.text}`);
const announce = (...notices: ReviewNotice[]) => announceBookEvents({ closed: [], notices }, new Set());
const review = (Kind: ReviewNotice["Kind"], Status: number, Reason: string | null, Payout?: ReviewNotice["Payout"]): ReviewNotice => ({
  Notice: "review", Kind, Status, Reason, ...(Payout ? { Payout } : {}),
});
const payout = { Number: "1250.5", Received: "1238.995", Currency: "USDT" };

describe("an operator's decision told in the tab", () => {
  beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
  afterEach(() => toasts.items.splice(0));

  it("says which withdrawal was paid and what it paid out, not that the identity is verified", () => {
    announce(review("withdrawal", 2, null, payout));
    expect(shown()).toEqual(["info: Your withdrawal of 1,250.50 USD is paid: 1,238.995 USDT"]);
  });

  it("lays out what was paid out in the user's language, with the currency's own decimals", () => {
    i18n.loadAndActivate({ locale: "de", messages: {} });
    announce(review("withdrawal", 2, null, payout));
    i18n.loadAndActivate({ locale: "en", messages: {} });
    expect(shown()).toEqual(["info: Your withdrawal of 1.250,50 USD is paid: 1.238,995 USDT"]);
  });

  it("says which withdrawal was refused, why, and that the amount is back", () => {
    announce(review("withdrawal", 3, "The address is on a sanctions list", payout), review("withdrawal", 3, " ", { ...payout, Number: "20" }));
    expect(shown()).toEqual([
      "error: Your withdrawal of 1,250.50 USD was refused: The address is on a sanctions list. The amount is back in your balance.",
      "error: Your withdrawal of 20.00 USD was refused. The amount is back in your balance.",
    ]);
  });

  it("tells a deposit's decision as nothing about the identity", () => {
    announce(review("deposit", 2, "No transfer arrived"), review("deposit", 1, null));
    expect(shown()).toEqual([]);
  });

  it("still tells the identity's decision", () => {
    announce(review("real-name", 2, null), review("real-name", 0, "The picture is blurred"));
    expect(shown()).toEqual(["info: Your identity is verified", "error: Identity verification refused: The picture is blurred"]);
  });
});
