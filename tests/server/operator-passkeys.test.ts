import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuditPage, OperatorLoginAnswer, OperatorLoginResponse } from "#domain/contract/back-office.ts";
import type { PasskeyCreationOptions, PasskeyList, PasskeyRequestOptions, PasskeyView } from "#domain/contract/passkeys.ts";
import { totpCode } from "#server/platform/totp.ts";
import { softAuthenticator, type SoftAuthenticator } from "#tests/support/soft-authenticator.ts";
import { MINUTE, addresses, advanceClock, callFrom, startAccountsServer, times } from "./helpers/accounts.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import { OPERATOR_PASSWORD, operator, postJson, type TestOperator } from "./helpers/identity.ts";
import { ownPage, userWithPasskey } from "./helpers/passkeys.ts";
import { NO_POSTGRES, POSTGRES_URL, accountsServerOnPostgres } from "./helpers/postgres-server.ts";
import type { TestServer } from "./helpers/test-server.ts";

const FIRED = 100;
const SLOW = 180_000;
const REFUSED = "The passkey was not accepted; try again";

const getAs = (server: TestServer, path: string, token: string) => server.call(path, { lang: "en", headers: { authorization: token } });

async function addOptions(server: TestServer, op: TestOperator, password = OPERATOR_PASSWORD): Promise<Response> {
  return postJson(server, "/admin/api/passkeys/add_options", { password }, op.token);
}

/** The operator adds a passkey of `device` under `name`, their password typed again. */
async function addPasskey(server: TestServer, op: TestOperator, device: SoftAuthenticator, name: string): Promise<PasskeyView> {
  const { options } = await dataOf<PasskeyCreationOptions>(await addOptions(server, op));
  const credential = device.register(options as PublicKeyCredentialCreationOptionsJSON, ownPage(server));
  return dataOf<PasskeyView>(await postJson(server, "/admin/api/passkeys/add", { credential: JSON.stringify(credential), name }, op.token));
}

const loginOptions = async (server: TestServer, ip = "127.0.0.1") =>
  (await dataOf<PasskeyRequestOptions>(await callFrom(server, ip, "/admin/api/passkey_login_options", {}))).options as PublicKeyCredentialRequestOptionsJSON;

const passkeyLogin = (server: TestServer, credential: object) => postJson(server, "/admin/api/passkey_login", { credential: JSON.stringify(credential) });

const passwordLogin = (server: TestServer, op: TestOperator) =>
  postJson(server, "/admin/api/login", { login: op.login, password: OPERATOR_PASSWORD, totp: totpCode(op.secret, server.server.clock.now()) });

async function auditActions(server: TestServer, token: string): Promise<string[]> {
  return (await dataOf<AuditPage>(await getAs(server, "/admin/api/audit?page=1", token))).data.map((entry) => `${entry.operator} ${entry.action}`);
}

function operatorScenarios(label: string, server: () => TestServer) {
  beforeEach(() => advanceClock(server(), 60 * MINUTE));

  it(`${label}: an operator adds a passkey after the password again, renames it, and logs in with it alone; each step in the audit log`, { timeout: SLOW }, async () => {
    const op = await operator(server());
    const device = softAuthenticator();
    const wrong = await envelopeOf(await addOptions(server(), op, "not-my-password"));
    expect(wrong.msg).toBe("The password is wrong");
    const added = await addPasskey(server(), op, device, "Desk key");
    expect(added.name).toBe("Desk key");
    await dataOf(await postJson(server(), "/admin/api/passkeys/rename", { id: added.id, name: "Office laptop" }, op.token));

    const session = await dataOf<OperatorLoginResponse>(await passkeyLogin(server(), device.assert(await loginOptions(server()), ownPage(server()))));
    expect(session.operator.login).toBe(op.login);
    expect((await dataOf<{ login: string }>(await getAs(server(), "/admin/api/me", session.token))).login).toBe(op.login);
    const listed = await dataOf<PasskeyList>(await getAs(server(), "/admin/api/passkeys", session.token));
    expect(listed).toEqual([expect.objectContaining({ id: added.id, name: "Office laptop", last_used_at: expect.any(Number) })]);
    const lines = await auditActions(server(), session.token);
    expect(lines.filter((line) => line.startsWith(`${op.login} `)).slice(0, 3)).toEqual([
      `${op.login} operator.passkey_login`,
      `${op.login} operator.passkey_rename`,
      `${op.login} operator.passkey_add`,
    ]);
  });

  it(`${label}: with a passkey, the password and code answer with the passkey's options, and only that operator's passkey opens the session`, { timeout: SLOW }, async () => {
    const op = await operator(server());
    const other = await operator(server());
    const device = softAuthenticator();
    const otherDevice = softAuthenticator();
    await addPasskey(server(), op, device, "Phone");
    await addPasskey(server(), other, otherDevice, "Phone");

    const step = await dataOf<OperatorLoginAnswer>(await passwordLogin(server(), op));
    expect(step).not.toHaveProperty("token");
    const options = (step as PasskeyRequestOptions).options as PublicKeyCredentialRequestOptionsJSON;
    expect((await envelopeOf(await passkeyLogin(server(), otherDevice.assert(options, ownPage(server()))))).msg).toBe(REFUSED);
    const session = await dataOf<OperatorLoginResponse>(await passkeyLogin(server(), device.assert(options, ownPage(server()))));
    expect(session.operator.login).toBe(op.login);
    // The answer spent the challenge: it opens no second session.
    expect((await envelopeOf(await passkeyLogin(server(), device.assert(options, ownPage(server()))))).msg).toBe(REFUSED);
  });

  it(`${label}: users' and operators' passkeys open only their own kind of session; another operator's passkey cannot be renamed or removed`, { timeout: SLOW }, async () => {
    const user = await userWithPasskey(server(), `op-cross-${label}@example.com`);
    expect((await envelopeOf(await passkeyLogin(server(), user.device.assert(await loginOptions(server()), ownPage(server()))))).msg).toBe(REFUSED);

    const op = await operator(server());
    const other = await operator(server());
    const device = softAuthenticator();
    const added = await addPasskey(server(), op, device, "Key");
    const userLogin = await postJson(server(), "/api/factor/passkey_login", {
      credential: JSON.stringify(device.assert(
        (await dataOf<PasskeyRequestOptions>(await postJson(server(), "/api/factor/passkey_login_options", {}))).options as PublicKeyCredentialRequestOptionsJSON,
        ownPage(server()),
      )),
    });
    expect((await envelopeOf(userLogin)).msg).toBe(REFUSED);

    const renamed = await envelopeOf(await postJson(server(), "/admin/api/passkeys/rename", { id: added.id, name: "Mine now" }, other.token));
    expect(renamed.msg).toBe("There is no such passkey");
    const removed = await envelopeOf(await postJson(server(), "/admin/api/passkeys/remove", { id: added.id, password: OPERATOR_PASSWORD }, other.token));
    expect(removed.msg).toBe("There is no such passkey");
    expect(await dataOf<PasskeyList>(await getAs(server(), "/admin/api/passkeys", op.token))).toEqual([expect.objectContaining({ name: "Key" })]);

    expect((await envelopeOf(await postJson(server(), "/admin/api/passkeys/remove", { id: added.id, password: "wrong" }, op.token))).msg).toBe("The password is wrong");
    await dataOf(await postJson(server(), "/admin/api/passkeys/remove", { id: added.id, password: OPERATOR_PASSWORD }, op.token));
    expect(await dataOf<PasskeyList>(await getAs(server(), "/admin/api/passkeys", op.token))).toEqual([]);
    expect((await auditActions(server(), op.token))[0]).toBe(`${op.login} operator.passkey_remove`);
    // Without a passkey, the password and the next code open a session again.
    await advanceClock(server(), MINUTE);
    expect(await dataOf<OperatorLoginAnswer>(await passwordLogin(server(), op))).toHaveProperty("token");
  });

  it(`${label}: 100 bad assertions of an operator's passkey at once get the back office's allowance checked, and no session`, { timeout: SLOW }, async () => {
    const op = await operator(server());
    const device = softAuthenticator();
    await addPasskey(server(), op, device, "Key");
    // Each signs a challenge of its own (asked for from an address of its own), from a page of another site.
    const assertions = await Promise.all(addresses(41, FIRED).map(async (ip) => device.assert(await loginOptions(server(), ip), { origin: "https://evil.example" })));
    const answers = await Promise.all(assertions.map((credential) => passkeyLogin(server(), credential)));
    const through = answers.filter((answer) => answer.status !== 429).length;
    console.log(`${label} bad operator passkey assertions per login+address: ${through} of ${FIRED} concurrent requests got through (allowed 5)`);
    expect(through).toBe(5);
    const tokens = await Promise.all(answers.map(async (answer) => (await envelopeOf<{ token?: string }>(answer)).data?.token));
    expect(tokens.filter(Boolean)).toHaveLength(0);
    expect((await passkeyLogin(server(), device.assert(await loginOptions(server(), "127.0.41.200"), ownPage(server())))).status).toBe(429);
  });

  it(`${label}: 100 back-office passkey log-ins started at once from one address get the address's allowance`, { timeout: SLOW }, async () => {
    const answers = await Promise.all(times(FIRED, () => callFrom(server(), "127.0.42.1", "/admin/api/passkey_login_options", {})));
    const through = answers.filter((answer) => answer.status !== 429).length;
    console.log(`${label} back-office passkey log-in options per address: ${through} of ${FIRED} concurrent requests got through (allowed 30)`);
    expect(through).toBe(30);
    expect((await envelopeOf(answers.find((answer) => answer.status === 429)!)).msg).toMatch(/^Too many passkey log-ins from this address; try again in \d+ seconds?$/);
  });
}

describe("operators' passkeys on the embedded database", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer({ PASSKEY_LOGIN_OPTIONS_PER_IP_PER_MINUTE: "1000" });
  });
  afterAll(() => server?.close());
  operatorScenarios("pglite", () => server);
});

describe.skipIf(!POSTGRES_URL)(`operators' passkeys on PostgreSQL${POSTGRES_URL ? "" : NO_POSTGRES}`, () => {
  operatorScenarios("postgres", accountsServerOnPostgres({ PASSKEY_LOGIN_OPTIONS_PER_IP_PER_MINUTE: "1000" }, SLOW));
});
