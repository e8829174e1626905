import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { totpCode } from "#server/platform/totp.ts";

export const OPERATOR_PASSWORD = "Lantern-orchid-97";

export async function createOperator(request: APIRequestContext): Promise<{ login: string; secret: string }> {
  const login = `e2e-op-${Date.now().toString(36)}`;
  const answer = await request.post("/v1/api/test/operators", { data: { login, password: OPERATOR_PASSWORD } });
  const body = await answer.json();
  expect(body.code, body.msg).toBe(1);
  return { login, secret: body.data.secret };
}

/** The server's clock, which earlier specs may have moved forward (codes and sessions expire by it, TOTP too). */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const body = await (await request.post("/v1/api/test/clock", { data: { advance_ms: 0 } })).json();
  return body.data.now;
}

/** A new operator signed in through the API (password and a current TOTP code): the token the back office would hold. */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const operator = await createOperator(request);
  const answer = await request.post("/admin/api/login", { data: { login: operator.login, password: OPERATOR_PASSWORD, totp: totpCode(operator.secret, await serverNow(request)) } });
  const body = await answer.json();
  expect(body.code, body.msg).toBe(1);
  return body.data.token;
}

/** A new operator signed in to the back office in English, on a desktop-sized window of its own; `baseURL` for a spec on a server of its own. */
export async function signInToBackOffice(browser: Browser, request: APIRequestContext, baseURL = test.info().project.use.baseURL): Promise<{ desk: BrowserContext; backOffice: Page }> {
  const operator = await createOperator(request);
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  const backOffice = await desk.newPage();
  await backOffice.goto("/admin?lang=en");
  await backOffice.getByLabel("Login").fill(operator.login);
  await backOffice.getByLabel("Password").fill(OPERATOR_PASSWORD);
  await backOffice.getByLabel("Authenticator code").fill(totpCode(operator.secret, await serverNow(request)));
  await backOffice.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(backOffice.getByTestId("operator-login")).toHaveText(operator.login);
  return { desk, backOffice };
}

/** Waits until every picture matched has been decoded (it is read with the operator's token, then shown). */
export async function expectPicturesShown(pictures: ReturnType<Page["locator"]>, count: number): Promise<void> {
  await expect(pictures).toHaveCount(count);
  for (const picture of await pictures.all()) await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}
