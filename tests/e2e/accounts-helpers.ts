import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { formatter } from "@lingui/format-po";
import { SOURCE_LOCALE } from "#domain/locales.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";

/** A password the server accepts (8–64 characters, not a common one). */
export const PASSWORD = "Quiet-Harbour-47";

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@pipwise.test`;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export async function data<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

interface OutboxMessage {
  id: number;
  to: string;
  body: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  return data<OutboxMessage[]>(await request.get(`/v1/api/test/outbox?to=${encodeURIComponent(to)}`));
}

/** The id of the newest message already sent to `to` (0 for none), to tell a new code from an old one. */
export async function lastMessageId(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request, to)).at(-1)?.id ?? 0;
}

/**
 * The verification code in the first message with a code to `to` newer than `after`, read from the
 * server's outbox (test hook of PIPWISE_TEST_HOOKS=1): what the user would read in their mailbox.
 * Other mail (a new-login notice) may arrive in between.
 */
export async function codeSentTo(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const codes = (await outbox(request, to)).filter((m) => m.id > after).map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]);
      code = codes.find(Boolean) ?? "";
      return code;
    }, { message: `a new code in the outbox of ${to}` })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Moves the server's accounts clock on, e.g. past the 60 s before a code may be sent again. */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<void> {
  await data(await request.post("/v1/api/test/clock", { data: { advance_ms: ms } }));
}

/** A real e-mail account made through the API, as a person would with the register form. */
export async function registerByApi(request: APIRequestContext, email: string, password = PASSWORD): Promise<LoginResponse> {
  await data(await request.post("/api/notify/send_email", { form: { to: email, type: 1 } }));
  const code = await codeSentTo(request, email);
  return data<LoginResponse>(
    await request.post("/api/user/register", { form: { type: 1, account: email, password, re_password: password, sms_code: code, accept_terms: 1 } }),
  );
}

export async function logInThroughForm(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.locator("#login-account").fill(account);
  await page.locator("#login-password").fill(password);
  await page.getByTestId("login-submit").click();
}

/** The `from` a /login URL carries, decoded. */
export function fromOf(url: string): string | null {
  return new URL(url).searchParams.get("from");
}

type Catalog = Record<string, { message?: string; translation?: string }>;

/** The PWA's catalogs, then the server's own (lingui.config.ts). */
const CATALOG_DIRS = ["locales", "locales/server"];

/** What the catalogs of `locale` hold for a message id ("" while the translator has not filled it). */
export async function catalogText(locale: string, id: string): Promise<string> {
  for (const dir of CATALOG_DIRS) {
    const path = new URL(`../../${dir}/${locale}.po`, import.meta.url);
    const catalog = (await formatter().parse(readFileSync(path, "utf8"), { locale, sourceLocale: SOURCE_LOCALE, filename: path.pathname })) as Catalog;
    const entry = catalog[id];
    if (entry) return entry.translation?.trim() ?? "";
  }
  throw new Error(`${id} is in no catalog of ${locale}`);
}

/** A fresh demo account: a session for tests about screens, which do not need a real account (and its registration limit). */
export async function demoByApi(request: APIRequestContext): Promise<LoginResponse> {
  return data<LoginResponse>(await request.get(`/api/user/createAccountDemoForU?demo_id=${crypto.randomUUID()}`));
}

/** Opens the app already logged in, as a person returning to a device that keeps their session. */
export async function storeSession(page: Page, session: LoginResponse): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("pipwise.test.seeded")) {
      localStorage.setItem("pipwise.session", value);
      sessionStorage.setItem("pipwise.test.seeded", "1");
    }
  }, JSON.stringify(session));
}
