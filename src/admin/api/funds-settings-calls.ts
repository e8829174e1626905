import { BACK_OFFICE_API } from "../../domain/contract/back-office.ts";
import type { ChannelConfig, ChannelInput, WireBankConfig, WireBankInput } from "../../domain/contract/back-office-funds.ts";
import type { WithdrawCurrencyConfig, WithdrawCurrencyInput } from "../../domain/contract/back-office-withdraw.ts";
import { backOffice as api } from "./back-office-client.ts";

const CHANNELS = `${BACK_OFFICE_API}/channels`;
const WIRE_BANKS = `${BACK_OFFICE_API}/wire-banks`;

/** Where a save goes: the collection for a new row, the row itself for a change (always the full input). */
const savePath = (collection: string, id: number | null) => (id === null ? collection : `${collection}/${id}`);

export const fetchChannels = () => api.call<ChannelConfig[]>(CHANNELS);

export const saveChannel = (id: number | null, input: ChannelInput) =>
  api.call<ChannelConfig>(savePath(CHANNELS, id), { method: "POST", json: input });

export const fetchWireBanks = () => api.call<WireBankConfig[]>(WIRE_BANKS);

export const saveWireBank = (id: number | null, input: WireBankInput) =>
  api.call<WireBankConfig>(savePath(WIRE_BANKS, id), { method: "POST", json: input });

const WITHDRAW_CURRENCIES = `${BACK_OFFICE_API}/withdraw-currencies`;

export const fetchWithdrawCurrencies = () => api.call<WithdrawCurrencyConfig[]>(WITHDRAW_CURRENCIES);

export const saveWithdrawCurrency = (id: number | null, input: WithdrawCurrencyInput) =>
  api.call<WithdrawCurrencyConfig>(savePath(WITHDRAW_CURRENCIES, id), { method: "POST", json: input });
