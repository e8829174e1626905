import { expect, type Page } from "@playwright/test";

/**
 * A page of the e2e server by its host name: a passkey's RP id must be a domain, never an IP
 * address, so the specs that use passkeys open the site as localhost (a secure context, like 127.0.0.1).
 */
export const onLocalhost = (baseURL: string | undefined, path: string) => `${baseURL!.replace("127.0.0.1", "localhost")}${path}`;

/**
 * Chromium's virtual authenticator over CDP, as a phone's built-in one: CTAP2, internal transport,
 * discoverable credentials, and a user it verifies (screen lock) and whose presence it simulates.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ credentials: () => Promise<number> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length };
}

/** Adds a passkey of this device under `name` from the security page (already open), as a person does. */
export async function addPasskeyThroughPage(page: Page, name: string): Promise<void> {
  const rows = page.getByTestId("passkey-row");
  const before = await rows.count();
  await page.locator("#passkey-name").fill(name);
  await page.getByTestId("passkey-add").click();
  await expect(rows).toHaveCount(before + 1);
}
