import { describe, expect, it } from "vitest";
import { screenHref, screenOf } from "./hash-screen.ts";

describe("the back office's hash routes", () => {
  it("reads the screen from the hash, with or without its slash", () => {
    expect(screenOf("#/audit")).toBe("audit");
    expect(screenOf("#audit")).toBe("audit");
    expect(screenOf("#/identities?page=2")).toBe("identities");
    expect(screenOf("#/deposits")).toBe("deposits");
    expect(screenOf("#/funds")).toBe("funds");
    expect(screenOf("#/withdrawals")).toBe("withdrawals");
    expect(screenOf("#/news")).toBe("news");
    expect(screenOf("#/companies?name=harbour")).toBe("companies");
  });

  it("opens the identities queue for an empty or unknown hash", () => {
    expect(screenOf("")).toBe("identities");
    expect(screenOf("#/nowhere")).toBe("identities");
  });

  it("writes the hash a screen is reached at", () => {
    expect(screenOf(screenHref("audit"))).toBe("audit");
  });
});
