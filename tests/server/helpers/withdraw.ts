import { CODE_PURPOSE_BIND, CODE_PURPOSE_WITHDRAW, type CodePurpose } from "#domain/account.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { DepositChannel } from "#domain/contract/funds.ts";
import type { DrawMethod, WithdrawPage } from "#domain/contract/withdraw.ts";
import { advanceClock, getAs, latestCode, postForm, SECOND } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import { channelOf, depositCoin } from "./funds.ts";
import { postJson, realUser, sendRealName, type TestOperator } from "./identity.ts";
import type { TestServer } from "./test-server.ts";

export const TRC20_ADDRESS = "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL";

export interface Client {
  login: LoginResponse;
  userId: number;
}

/** A real user whose identity an operator verified and whose `usdt` USDT deposit (to `channel`, by default the sample) was credited. */
export async function certifiedClient(server: TestServer, op: TestOperator, usdt: string, channel?: DepositChannel): Promise<Client> {
  const login = await realUser(server, "wd");
  const userId = (await server.server.accounts.sessions.find(login.token))!.user.id;
  await dataOf(await sendRealName(server, login.token));
  await dataOf(await postJson(server, `/admin/api/identities/${userId}/approve`, {}, op.token));
  const { id } = await dataOf<{ id: number }>(await depositCoin(server, login.token, channel ?? (await channelOf(server, login.token)), usdt));
  await dataOf(await postJson(server, `/admin/api/deposits/${id}/approve`, {}, op.token));
  return { login, userId };
}

/** A fresh code for `purpose` from the client's own e-mail, sent at once. */
export async function ownCode(server: TestServer, client: Client, purpose: CodePurpose): Promise<string> {
  await dataOf(await postForm(server, "/api/notify/send_email", { to: client.login.user.email!, type: purpose }));
  return latestCode(server, client.login.user.email!);
}

/** A fresh withdrawal code from the client's own e-mail (past the 60 s wait between two codes). */
export async function withdrawCode(server: TestServer, client: Client): Promise<string> {
  await advanceClock(server, 61 * SECOND);
  return ownCode(server, client, CODE_PURPOSE_WITHDRAW);
}

/** A fresh code to bind a withdrawal method, from the client's own e-mail (past the 60 s wait between two codes). */
export async function bindCode(server: TestServer, client: Client): Promise<string> {
  await advanceClock(server, 61 * SECOND);
  return ownCode(server, client, CODE_PURPOSE_BIND);
}

export async function bindAddress(server: TestServer, client: Client, drawId: number, address = TRC20_ADDRESS): Promise<DrawMethod> {
  const fields = { type: 1, draw_id: drawId, dc_address: address, code: await bindCode(server, client) };
  return dataOf<DrawMethod>(await postForm(server, "/api/wallet/bind_draw_method", fields, client.login.token));
}

export async function drawWith(server: TestServer, client: Client, fields: Record<string, string | number>, key?: string): Promise<Response> {
  const body = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  return server.call("/api/account/draw", { method: "POST", body, lang: "en", headers: { authorization: client.login.token, ...(key ? { "idempotency-key": key } : {}) } });
}

export async function withdrawalsOf(server: TestServer, client: Client, type: 1 | 2 = 1): Promise<WithdrawPage> {
  return dataOf<WithdrawPage>(await getAs(server, `/api/account/draw_list?type=${type}`, client.login.token));
}
