import type { DepositChannel, DepositInfo } from "#domain/contract/funds.ts";
import { DEPOSIT_COIN, DEPOSIT_WIRE, type DepositType } from "#domain/funds.ts";

/** The option `matches` picks when the list still has it, else the list's first (a fresh page, or a choice an operator closed meanwhile). */
export function chosenOr<T>(options: readonly T[], matches: (option: T) => boolean): T | undefined {
  return options.find(matches) ?? options[0];
}

/** The coins the channels take, each once, in the server's order. */
export function coinsOf(channels: readonly DepositChannel[]): string[] {
  return [...new Set(channels.map((channel) => channel.currency_code))];
}

/** The networks (one channel each) a coin can be sent on. */
export function networksOf(channels: readonly DepositChannel[], coin: string | undefined): DepositChannel[] {
  return channels.filter((channel) => channel.currency_code === coin);
}

export interface ChannelChoice {
  coin: string | null;
  channelId: number | null;
}

/** The coin and channel a user's choice lands on: the chosen coin or the first, then the chosen network of that coin or its first. */
export function chosenChannel(channels: readonly DepositChannel[], choice: ChannelChoice): { coin?: string; channel?: DepositChannel } {
  const coin = chosenOr(coinsOf(channels), (code) => code === choice.coin);
  const channel = chosenOr(networksOf(channels, coin), (option) => option.id === choice.channelId);
  return { coin, channel };
}

/** The ways to deposit that are open, coin first (quickCharge/info). */
export function depositTypesOf(info: DepositInfo): DepositType[] {
  const types: DepositType[] = [];
  if (info.coin) types.push(DEPOSIT_COIN);
  if (info.bank_coins.length > 0) types.push(DEPOSIT_WIRE);
  return types;
}
