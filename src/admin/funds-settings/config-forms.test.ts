import { describe, expect, it } from "vitest";
import type { ChannelConfig, WireBankConfig } from "#domain/contract/back-office-funds.ts";
import type { WithdrawCurrencyConfig } from "#domain/contract/back-office-withdraw.ts";
import { WITHDRAW_BANK, WITHDRAW_CRYPTO } from "#domain/withdraw.ts";
import { WITHDRAW_FEE_FIXED, WITHDRAW_FEE_SHARE } from "#domain/withdraw-amounts.ts";
import { CHANNEL_FORM } from "./channel-form.ts";
import { emptyValues, fieldMaxLength, savedValues } from "./config-form-spec.ts";
import { WIRE_BANK_FORM } from "./wire-bank-form.ts";
import { WITHDRAW_CURRENCY_FORM } from "./withdraw-currency-form.ts";

const channel: ChannelConfig = {
  id: 4,
  currency_code: "USDT",
  protocol_code: "TRC20",
  address: "SAMPLE-USDT-TRC20-NOT-A-REAL-ADDRESS",
  sample: true,
  usd_price: "1",
  enabled: true,
};

const bank: WireBankConfig = {
  id: 2,
  bank_coin: "EUR",
  bank_name: "Sample Bank Europe",
  bank_address: "1 Sample Square, Frankfurt",
  bank_swift: "SMPLDEFF",
  payee_name: "Pipwise Sample Payee",
  payee_account: "DE00000000000000000000",
  bank_remark: "",
  sample: false,
  usd_price: "1.08",
  enabled: false,
};

const problemsOf = (found: Record<string, unknown>) => Object.keys(found).filter((key) => found[key]);

describe("the coin channel form", () => {
  it("starts empty and open to users", () => {
    expect(emptyValues(CHANNEL_FORM)).toEqual({ currency_code: "", protocol_code: "", address: "", usd_price: "", enabled: true });
  });

  it("edits a saved channel with its values, and sends them back unchanged", () => {
    const values = savedValues(CHANNEL_FORM, channel);
    expect(problemsOf(CHANNEL_FORM.problems(values))).toEqual([]);
    expect(CHANNEL_FORM.input(values)).toEqual({ currency_code: "USDT", protocol_code: "TRC20", address: channel.address, usd_price: "1", enabled: true });
  });

  it("names every field that is missing or malformed", () => {
    const values = { ...emptyValues(CHANNEL_FORM), currency_code: "usd coin", usd_price: "0" };
    expect(problemsOf(CHANNEL_FORM.problems(values))).toEqual(["currency_code", "protocol_code", "address", "usd_price"]);
  });

  it("sends trimmed text and the currency in capitals", () => {
    const values = { currency_code: " usdc ", protocol_code: " ERC20 ", address: " 0xabc ", usd_price: " 1 ", enabled: false };
    expect(CHANNEL_FORM.input(values)).toEqual({ currency_code: "USDC", protocol_code: "ERC20", address: "0xabc", usd_price: "1", enabled: false });
  });

  it("limits each field to the length the server accepts", () => {
    expect(fieldMaxLength(CHANNEL_FORM, "address")).toBe(256);
    expect(fieldMaxLength(CHANNEL_FORM, "protocol_code")).toBe(32);
  });
});

describe("the wire bank account form", () => {
  it("edits a saved account, closed ones included", () => {
    const values = savedValues(WIRE_BANK_FORM, bank);
    expect(values.enabled).toBe(false);
    expect(problemsOf(WIRE_BANK_FORM.problems(values))).toEqual([]);
    expect(WIRE_BANK_FORM.input(values)).toMatchObject({ bank_coin: "EUR", bank_swift: "SMPLDEFF", usd_price: "1.08", enabled: false });
  });

  it("leaves the remark optional and checks the rest", () => {
    const values = { ...emptyValues(WIRE_BANK_FORM), bank_swift: "NOTSWIFT!" };
    expect(problemsOf(WIRE_BANK_FORM.problems(values))).toEqual([
      "bank_coin",
      "bank_name",
      "bank_address",
      "bank_swift",
      "payee_name",
      "payee_account",
      "usd_price",
    ]);
  });

  it("sends the SWIFT code in capitals", () => {
    const values = { ...savedValues(WIRE_BANK_FORM, bank), bank_swift: "deutdeff500" };
    expect(WIRE_BANK_FORM.input(values).bank_swift).toBe("DEUTDEFF500");
  });
});

const btc: WithdrawCurrencyConfig = {
  id: 3,
  type: WITHDRAW_CRYPTO,
  code: "BTC",
  protocol: "Bitcoin",
  draw_rate: "0.005",
  fee_type: WITHDRAW_FEE_SHARE,
  usd_price: "0.0000111111",
  sample: true,
  enabled: true,
};

describe("the withdraw currency form", () => {
  it("starts on crypto, the first network and a fixed fee", () => {
    expect(emptyValues(WITHDRAW_CURRENCY_FORM)).toEqual({
      type: String(WITHDRAW_CRYPTO),
      code: "",
      protocol: "TRC20",
      fee_type: String(WITHDRAW_FEE_FIXED),
      draw_rate: "",
      usd_price: "",
      enabled: true,
    });
  });

  it("edits a saved currency with its choices, and sends them back as numbers", () => {
    const values = savedValues(WITHDRAW_CURRENCY_FORM, btc);
    expect(problemsOf(WITHDRAW_CURRENCY_FORM.problems(values))).toEqual([]);
    expect(WITHDRAW_CURRENCY_FORM.input(values)).toEqual({
      type: WITHDRAW_CRYPTO,
      code: "BTC",
      protocol: "Bitcoin",
      fee_type: WITHDRAW_FEE_SHARE,
      draw_rate: "0.005",
      usd_price: "0.0000111111",
      enabled: true,
    });
  });

  it("sends no network for a bank transfer, and wants one for crypto", () => {
    const bankValues = { ...savedValues(WITHDRAW_CURRENCY_FORM, btc), type: String(WITHDRAW_BANK), code: "eur", protocol: "" };
    expect(problemsOf(WITHDRAW_CURRENCY_FORM.problems(bankValues))).toEqual([]);
    expect(WITHDRAW_CURRENCY_FORM.input(bankValues)).toMatchObject({ type: WITHDRAW_BANK, code: "EUR", protocol: "" });
    expect(problemsOf(WITHDRAW_CURRENCY_FORM.problems({ ...bankValues, type: String(WITHDRAW_CRYPTO) }))).toEqual(["protocol"]);
  });

  it("takes a share of the amount below 1 and a fixed fee of any size", () => {
    const values = savedValues(WITHDRAW_CURRENCY_FORM, btc);
    expect(problemsOf(WITHDRAW_CURRENCY_FORM.problems({ ...values, draw_rate: "1" }))).toEqual(["draw_rate"]);
    expect(problemsOf(WITHDRAW_CURRENCY_FORM.problems({ ...values, draw_rate: "25", fee_type: String(WITHDRAW_FEE_FIXED) }))).toEqual([]);
    expect(problemsOf(WITHDRAW_CURRENCY_FORM.problems({ ...values, draw_rate: "" }))).toEqual(["draw_rate"]);
  });
});
