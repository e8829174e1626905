import { describe, expect, it } from "vitest";
import type { DrawMethod } from "#domain/contract/withdraw.ts";
import { currencyLabel, methodText } from "./method-text.ts";

const base: DrawMethod = {
  id: 1, type: 1, draw_id: 3, draw_currency: { code: "USDT", protocol: "TRC20" }, dc_address: null, bank_name: null,
  bank_address: null, bank_swift: null, payee_name: null, payee_account: null, remark: null,
};

describe("methodText", () => {
  it("shows a coin address under its currency and network", () => {
    expect(methodText({ ...base, dc_address: "TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC" }))
      .toEqual({ currency: "USDT · TRC20", destination: "TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC", detail: null });
  });

  it("shows a bank account by payee and account, with its bank", () => {
    const bank = { ...base, type: 2 as const, draw_currency: { code: "EUR", protocol: "" }, bank_name: "Bank A", bank_swift: "DEUTDEFF", payee_name: "Ann Lee", payee_account: "DE89370400440532013000" };
    expect(methodText(bank)).toEqual({ currency: "EUR", destination: "Ann Lee · DE89370400440532013000", detail: "Bank A · DEUTDEFF" });
  });
});

describe("currencyLabel", () => {
  it("names the network only where there is one", () => {
    expect(currencyLabel({ code: "USDT", protocol: "ERC20" })).toBe("USDT · ERC20");
    expect(currencyLabel({ code: "USD", protocol: "" })).toBe("USD");
  });
});
