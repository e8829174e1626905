import { msg } from "@lingui/core/macro";
import { WithdrawCurrencyInput } from "#domain/contract/back-office-withdraw.ts";
import { WITHDRAW_BANK, WITHDRAW_CRYPTO, WITHDRAW_NETWORKS } from "#domain/withdraw.ts";
import { WITHDRAW_FEE_FIXED, WITHDRAW_FEE_SHARE } from "#domain/withdraw-amounts.ts";
import type { ConfigFormSpec, ConfigValues } from "./config-form-spec.ts";
import { asCode, currencyProblem, feeRateProblem, usdPriceProblem } from "./field-checks.ts";

export type WithdrawCurrencyField = "type" | "code" | "protocol" | "fee_type" | "draw_rate" | "usd_price";

const isCrypto = (v: ConfigValues<WithdrawCurrencyField>) => v.type === String(WITHDRAW_CRYPTO);

/**
 * A currency users may withdraw in: crypto on a network whose addresses the server checks, or a bank
 * transfer; its fee (fixed USD or a share of the amount) and what one USD pays in it.
 */
export const WITHDRAW_CURRENCY_FORM: ConfigFormSpec<WithdrawCurrencyField, WithdrawCurrencyInput> = {
  schema: WithdrawCurrencyInput,
  fields: [
    {
      key: "type",
      label: msg`Paid to`,
      choices: [
        { value: String(WITHDRAW_CRYPTO), label: msg`Crypto address` },
        { value: String(WITHDRAW_BANK), label: msg`Bank account` },
      ],
    },
    { key: "code", label: msg`Currency`, mono: true, placeholder: "USDT" },
    { key: "protocol", label: msg`Network`, choices: WITHDRAW_NETWORKS.map((network) => ({ value: network, label: network })), applies: isCrypto },
    {
      key: "fee_type",
      label: msg`Fee kind`,
      choices: [
        { value: String(WITHDRAW_FEE_FIXED), label: msg`Fixed, in USD` },
        { value: String(WITHDRAW_FEE_SHARE), label: msg`Share of the amount` },
      ],
    },
    { key: "draw_rate", label: msg`Fee`, inputMode: "decimal", placeholder: "1" },
    { key: "usd_price", label: msg`Paid per USD`, inputMode: "decimal", placeholder: "1" },
  ],
  problems: (v) => ({
    type: null,
    code: currencyProblem(v.code),
    protocol: isCrypto(v) && !(WITHDRAW_NETWORKS as readonly string[]).includes(v.protocol) ? msg`Choose the network.` : null,
    fee_type: null,
    draw_rate: feeRateProblem(v.draw_rate, v.fee_type === String(WITHDRAW_FEE_SHARE)),
    usd_price: usdPriceProblem(v.usd_price),
  }),
  input: (v) => ({
    type: isCrypto(v) ? WITHDRAW_CRYPTO : WITHDRAW_BANK,
    code: asCode(v.code),
    protocol: isCrypto(v) ? v.protocol : "",
    fee_type: Number(v.fee_type),
    draw_rate: v.draw_rate.trim(),
    usd_price: v.usd_price.trim(),
    enabled: v.enabled,
  }),
};
