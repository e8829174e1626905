import type { ChannelInput, WireBankInput } from "#domain/contract/back-office-funds.ts";
import type { WithdrawCurrencyInput } from "#domain/contract/back-office-withdraw.ts";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { backOffice as api } from "./back-office-client.ts";

export const fetchChannels = () => api.call(ROUTES.channels, {});

/** A new channel (id null) or a change to one, always with the full input; wire banks and withdraw currencies alike. */
export const saveChannel = (id: number | null, input: ChannelInput) =>
  id === null ? api.call(ROUTES.addChannel, input) : api.call(ROUTES.changeChannel, { ...input, id });

export const fetchWireBanks = () => api.call(ROUTES.wireBanks, {});

export const saveWireBank = (id: number | null, input: WireBankInput) =>
  id === null ? api.call(ROUTES.addWireBank, input) : api.call(ROUTES.changeWireBank, { ...input, id });

export const fetchWithdrawCurrencies = () => api.call(ROUTES.withdrawCurrencies, {});

export const saveWithdrawCurrency = (id: number | null, input: WithdrawCurrencyInput) =>
  id === null ? api.call(ROUTES.addWithdrawCurrency, input) : api.call(ROUTES.changeWithdrawCurrency, { ...input, id });
