import type { DepositChannel, DepositPage, WireBank } from "#domain/contract/funds.ts";
import type { BalanceResponse } from "#domain/contract/accounts.ts";
import { getAs, postForm } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import type { ChannelConfig } from "#domain/contract/back-office-funds.ts";
import { postJson, uploadUrl, type TestOperator } from "./identity.ts";
import type { TestServer } from "./test-server.ts";

/** The seeded sample channel of `currency` on `protocol`. */
export async function channelOf(server: TestServer, token: string, currency = "USDT", protocol = "TRC20"): Promise<DepositChannel> {
  const channels = await dataOf<DepositChannel[]>(await getAs(server, "/api/quickCharge/symbols", token));
  return channels.find((channel) => channel.currency_code === currency && channel.protocol_code === protocol)!;
}

export async function wireBankOf(server: TestServer, token: string, currency = "USD"): Promise<WireBank> {
  return (await dataOf<WireBank[]>(await getAs(server, `/api/quickCharge/wire_info?bank_coin=${currency}`, token)))[0]!;
}

/** Sends a coin deposit of `number` to `channel` with `proofImg`, by default a fresh picture. */
export async function depositCoin(server: TestServer, token: string, channel: DepositChannel, number: string, { key, proofImg }: { key?: string; proofImg?: string } = {}): Promise<Response> {
  const fields = { number, proofImg: proofImg ?? (await uploadUrl(server, token)), address: channel.address, charge_id: channel.id };
  return server.call("/api/quickCharge/submit", {
    method: "POST",
    body: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])),
    lang: "en",
    headers: { authorization: token, ...(key ? { "idempotency-key": key } : {}) },
  });
}

export function depositWire(server: TestServer, token: string, bank: WireBank, number: string, proofImg: string): Promise<Response> {
  return postForm(server, "/api/quickCharge/wire_submit", { number, proofImg, wire_id: bank.id }, token);
}

export async function depositsOf(server: TestServer, token: string, type: 0 | 1): Promise<DepositPage> {
  return dataOf<DepositPage>(await getAs(server, `/api/quickCharge/quick_ist?type=${type}`, token));
}

export async function balanceOf(server: TestServer, token: string): Promise<BalanceResponse> {
  return dataOf<BalanceResponse>(await getAs(server, "/v1/api/main/wallet/getBalance", token));
}

let opened = 0;
/** A new channel an operator opens (PostgreSQL deployments start without the samples). */
export async function openChannel(server: TestServer, op: TestOperator, currency: string, usdPrice: string): Promise<ChannelConfig> {
  const input = { currency_code: currency, protocol_code: "Test", address: `TEST-${currency}-${++opened}-${Date.now()}`, usd_price: usdPrice, enabled: true };
  return dataOf<ChannelConfig>(await postJson(server, "/admin/api/channels", input, op.token));
}
