import { msg } from "@lingui/core/macro";
import { WireBankInput } from "#domain/contract/back-office-funds.ts";
import type { ConfigFormSpec } from "./config-form-spec.ts";
import { asCode, currencyProblem, requiredProblem, swiftProblem, usdPriceProblem } from "./field-checks.ts";

export type WireBankField =
  | "bank_coin"
  | "bank_name"
  | "bank_address"
  | "bank_swift"
  | "payee_name"
  | "payee_account"
  | "bank_remark"
  | "usd_price";

/** A bank account users wire to: the bank, the payee, a note for the sender, and what one unit credits in USD. */
export const WIRE_BANK_FORM: ConfigFormSpec<WireBankField, WireBankInput> = {
  schema: WireBankInput,
  fields: [
    { key: "bank_coin", label: msg`Currency`, mono: true, placeholder: "USD" },
    { key: "bank_name", label: msg`Bank name` },
    { key: "bank_address", label: msg`Bank address` },
    { key: "bank_swift", label: msg`SWIFT / BIC`, mono: true, placeholder: "DEUTDEFF" },
    { key: "payee_name", label: msg`Payee` },
    { key: "payee_account", label: msg`Payee account`, mono: true },
    { key: "usd_price", label: msg`USD price per unit`, inputMode: "decimal", placeholder: "1" },
    { key: "bank_remark", label: msg`Remark for the sender (optional)`, multiline: true },
  ],
  problems: (v) => ({
    bank_coin: currencyProblem(v.bank_coin),
    bank_name: requiredProblem(v.bank_name),
    bank_address: requiredProblem(v.bank_address),
    bank_swift: swiftProblem(v.bank_swift),
    payee_name: requiredProblem(v.payee_name),
    payee_account: requiredProblem(v.payee_account),
    bank_remark: null,
    usd_price: usdPriceProblem(v.usd_price),
  }),
  input: (v) => ({
    bank_coin: asCode(v.bank_coin),
    bank_name: v.bank_name.trim(),
    bank_address: v.bank_address.trim(),
    bank_swift: asCode(v.bank_swift),
    payee_name: v.payee_name.trim(),
    payee_account: v.payee_account.trim(),
    bank_remark: v.bank_remark.trim(),
    usd_price: v.usd_price.trim(),
    enabled: v.enabled,
  }),
};
