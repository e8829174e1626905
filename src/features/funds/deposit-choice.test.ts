import { describe, expect, it } from "vitest";
import type { DepositChannel } from "#domain/contract/funds.ts";
import { DEPOSIT_COIN, DEPOSIT_WIRE } from "#domain/funds.ts";
import { chosenChannel, chosenOr, coinsOf, depositTypesOf, networksOf } from "./deposit-choice.ts";

const channel = (id: number, currency_code: string, protocol_code: string): DepositChannel =>
  ({ id, currency_code, protocol_code, address: `ADDRESS-${id}`, sample: false });

const channels = [channel(3, "BTC", "Bitcoin"), channel(1, "USDT", "TRC20"), channel(2, "USDT", "ERC20")];

describe("choosing a deposit channel by coin, then network", () => {
  it("lists each coin once, in the server's order", () => {
    expect(coinsOf(channels)).toEqual(["BTC", "USDT"]);
  });

  it("lists a coin's networks", () => {
    expect(networksOf(channels, "USDT").map((c) => c.protocol_code)).toEqual(["TRC20", "ERC20"]);
    expect(networksOf(channels, "ETH")).toEqual([]);
  });

  it("opens on the first coin and its first network", () => {
    expect(chosenChannel(channels, { coin: null, channelId: null })).toEqual({ coin: "BTC", channel: channels[0] });
  });

  it("takes the chosen coin's first network until a network is chosen", () => {
    expect(chosenChannel(channels, { coin: "USDT", channelId: null }).channel?.id).toBe(1);
    expect(chosenChannel(channels, { coin: "USDT", channelId: 2 }).channel?.id).toBe(2);
  });

  it("never lands on a network of another coin", () => {
    expect(chosenChannel(channels, { coin: "USDT", channelId: 3 }).channel?.id).toBe(1);
  });

  it("falls back to the first coin when the chosen one closed meanwhile", () => {
    expect(chosenChannel(channels, { coin: "ETH", channelId: 9 })).toEqual({ coin: "BTC", channel: channels[0] });
  });

  it("chooses nothing when there are no channels", () => {
    expect(chosenChannel([], { coin: "USDT", channelId: 1 })).toEqual({ coin: undefined, channel: undefined });
  });

  it("keeps a chosen option the list still has, else takes its first", () => {
    expect(chosenOr(["EUR", "USD"], (c) => c === "USD")).toBe("USD");
    expect(chosenOr(["EUR", "USD"], (c) => c === "GBP")).toBe("EUR");
    expect(chosenOr([], () => true)).toBeUndefined();
  });
});

describe("the deposit tabs", () => {
  it.each([
    [{ coin: true, bank_coins: ["EUR", "USD"] }, [DEPOSIT_COIN, DEPOSIT_WIRE]],
    [{ coin: true, bank_coins: [] }, [DEPOSIT_COIN]],
    [{ coin: false, bank_coins: ["USD"] }, [DEPOSIT_WIRE]],
    [{ coin: false, bank_coins: [] }, []],
  ])("offers only the open ways: %j", (info, types) => {
    expect(depositTypesOf(info)).toEqual(types);
  });
});
