import { request } from "node:http";
import { expect } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { dataOf, envelopeOf } from "./envelope.ts";
import { startTestServer, type ServerAt, type TestServer } from "./test-server.ts";

export interface OutboxMessage {
  id: number;
  channel: "email" | "sms";
  to: string;
  subject: string;
  body: string;
}

/** The app with its test doors (outbox, captcha answers, clock) open. */
export async function startAccountsServer(env: Record<string, string> = {}): Promise<TestServer> {
  process.env.PIPWISE_TEST_HOOKS = "1";
  try {
    return await startTestServer({ LOG_LEVEL: "silent", ...env });
  } finally {
    delete process.env.PIPWISE_TEST_HOOKS;
  }
}

/** POSTs `fields` urlencoded, as the PWA does; `token` goes in the authorization header. */
export function postForm(server: ServerAt, path: string, fields: Record<string, string | number>, token?: string, lang = "en"): Promise<Response> {
  const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  return server.call(path, { method: "POST", body, lang, headers: token ? { authorization: token } : {} });
}

export function getAs(server: ServerAt, path: string, token?: string, lang = "en"): Promise<Response> {
  return server.call(path, { lang, headers: token ? { authorization: token } : {} });
}

/** An error envelope: its code and msg. */
export async function refusal(response: Response): Promise<{ status: number; code: number; msg: string }> {
  const body = await envelopeOf(response);
  expect(body.code).not.toBe(1);
  return { status: response.status, code: body.code, msg: body.msg };
}

export async function outbox(server: ServerAt, to: string): Promise<OutboxMessage[]> {
  return dataOf<OutboxMessage[]>(await server.call(`/v1/api/test/outbox?to=${encodeURIComponent(to)}`));
}

/** The 6-digit code of the latest message to `to` that has one (a new-login notice has none). */
export async function latestCode(server: ServerAt, to: string): Promise<string> {
  const messages = await outbox(server, to);
  const code = messages.map((message) => /\b(\d{6})\b/.exec(message.body)?.[1]).findLast(Boolean);
  if (!code) throw new Error(`no code in the outbox of ${to}: ${JSON.stringify(messages)}`);
  return code;
}

export async function advanceClock(server: ServerAt, ms: number): Promise<void> {
  const body = JSON.stringify({ advance_ms: ms });
  await dataOf(await server.call("/v1/api/test/clock", { method: "POST", body, headers: { "content-type": "application/json" } }));
}

/** Registers an e-mail account the way a person does: ask for a code, read it, register. */
export async function registerByEmail(server: ServerAt, email: string, password: string, extra: Record<string, string> = {}): Promise<LoginResponse> {
  await dataOf(await postForm(server, "/api/notify/send_email", { to: email, type: 1 }));
  const sms_code = await latestCode(server, email.toLowerCase());
  return dataOf<LoginResponse>(
    await postForm(server, "/api/user/register", { type: 1, account: email, password, re_password: password, sms_code, accept_terms: 1, ...extra }),
  );
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/**
 * A request from another loopback address (Linux routes all of 127.0.0.0/8 to lo), so the server
 * sees a real, different caller address without trusting any header. `token` goes in the authorization header.
 */
export function callFrom(server: ServerAt, ip: string, path: string, fields?: Record<string, string | number>, token?: string): Promise<Response> {
  const body = fields ? new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString() : undefined;
  const headers: Record<string, string> = { lang: "en", ...(fields ? { "content-type": "application/x-www-form-urlencoded" } : {}), ...(token ? { authorization: token } : {}) };
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.baseUrl}${path}`, { method: fields ? "POST" : "GET", localAddress: ip, agent: false, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode, headers: { "content-type": "application/json" } })));
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

export const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));

/** `count` distinct loopback addresses in 127.0.<block>.x. */
export const addresses = (block: number, count: number) => times(count, (index) => `127.0.${block}.${index + 1}`);

/** A password strong enough for every check, for accounts the limit tests register. */
export const LIMITS_PASSWORD = "Harbour-tulip-42";

/** How many of the answers got through (anything but 429). */
export function countThrough(responses: readonly Response[]): number {
  return responses.filter((response) => response.status !== 429).length;
}
