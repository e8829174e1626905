import { msg } from "@lingui/core/macro";
import { ChannelInput } from "#domain/contract/back-office-funds.ts";
import type { ConfigFormSpec } from "./config-form-spec.ts";
import { asCode, currencyProblem, requiredProblem, usdPriceProblem } from "./field-checks.ts";

export type ChannelField = "currency_code" | "protocol_code" | "address" | "usd_price";

/** A coin channel: the currency, its chain, the broker's address on it, and what one coin credits in USD. */
export const CHANNEL_FORM: ConfigFormSpec<ChannelField, ChannelInput> = {
  schema: ChannelInput,
  fields: [
    { key: "currency_code", label: msg`Currency`, mono: true, placeholder: "USDT" },
    { key: "protocol_code", label: msg`Network`, placeholder: "TRC20" },
    { key: "address", label: msg`Deposit address`, mono: true },
    { key: "usd_price", label: msg`USD price per unit`, inputMode: "decimal", placeholder: "1" },
  ],
  problems: (v) => ({
    currency_code: currencyProblem(v.currency_code),
    protocol_code: requiredProblem(v.protocol_code),
    address: requiredProblem(v.address),
    usd_price: usdPriceProblem(v.usd_price),
  }),
  input: (v) => ({
    currency_code: asCode(v.currency_code),
    protocol_code: v.protocol_code.trim(),
    address: v.address.trim(),
    usd_price: v.usd_price.trim(),
    enabled: v.enabled,
  }),
};
