import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PasskeyCreationOptions, PasskeyList } from "#domain/contract/passkeys.ts";
import { softAuthenticator } from "#tests/support/soft-authenticator.ts";
import { getAs, startAccountsServer, times } from "./helpers/accounts.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import { OPERATOR_PASSWORD, operator, postJson } from "./helpers/identity.ts";
import { addOptions, addPasskey, ownPage, passkeyStepUpHeader, userWithPasskey } from "./helpers/passkeys.ts";
import { NO_POSTGRES, POSTGRES_URL, accountsServerOnPostgres } from "./helpers/postgres-server.ts";
import { PAIR_SKIPPED, processPair } from "./helpers/redis-pair.ts";
import type { ServerAt, TestServer } from "./helpers/test-server.ts";

/** Each scenario proves this many new passkeys at once, each on a live challenge of its own. */
const FIRED = 100;
const CAP = 10;
const FULL = "You have as many passkeys as allowed; remove one first";
const SLOW = 240_000;

async function reportAdds(what: string, answers: readonly Response[], room: number): Promise<number> {
  const codes = await Promise.all(answers.map(async (answer) => await envelopeOf(answer.clone())));
  const added = codes.filter((body) => body.code === 1).length;
  console.log(`${what}: ${added} of ${answers.length} concurrent adds kept (room for ${room})`);
  expect(codes.filter((body) => body.code !== 1).map((body) => body.msg)).toEqual(Array(answers.length - added).fill(FULL));
  return added;
}

/** A user with one passkey proves 100 more at once, the i-th asked for, signed for and sent to `serverFor(i)`. */
function userCapScenario(label: string, serverFor: (i: number) => ServerAt) {
  it(`${label}: a user with one passkey proving 100 more at once keeps 9 of them, the rest told the list is full`, { timeout: SLOW }, async () => {
    const user = await userWithPasskey(serverFor(0), `pk-cap-${label}@example.com`);
    const stepUp = await passkeyStepUpHeader(serverFor(0), user);
    const devices = times(FIRED, () => softAuthenticator());
    const optionsEach = await Promise.all(devices.map((_, i) => addOptions(serverFor(i), user.token, stepUp)));
    const credentials = devices.map((device, i) => device.register(optionsEach[i]!, ownPage(serverFor(i))));
    const answers = await Promise.all(credentials.map((credential, i) => addPasskey(serverFor(i), user.token, credential, `Key ${i}`, stepUp)));
    expect(await reportAdds(`${label} user passkeys`, answers, CAP - 1)).toBe(CAP - 1);
    expect(await dataOf<PasskeyList>(await getAs(serverFor(0), "/api/factor/passkeys", user.token))).toHaveLength(CAP);
  });
}

/** The cap of ten passkeys holds when many adds, each with a proven registration, arrive together. */
function capScenarios(label: string, server: () => TestServer) {
  userCapScenario(label, server);

  it(`${label}: an operator proving 100 passkeys at once keeps 10, the rest told the list is full`, { timeout: SLOW }, async () => {
    const op = await operator(server());
    const devices = times(FIRED, () => softAuthenticator());
    // One after another: the password typed again takes a slot of the back office's log-in limits while it is checked.
    const optionsEach: PasskeyCreationOptions["options"][] = [];
    for (let i = 0; i < FIRED; i++) optionsEach.push((await dataOf<PasskeyCreationOptions>(await postJson(server(), "/admin/api/passkeys/add_options", { password: OPERATOR_PASSWORD }, op.token))).options);
    const credentials = devices.map((device, i) => device.register(optionsEach[i] as PublicKeyCredentialCreationOptionsJSON, ownPage(server())));
    const answers = await Promise.all(credentials.map((credential, i) => postJson(server(), "/admin/api/passkeys/add", { credential: JSON.stringify(credential), name: `Key ${i}` }, op.token)));
    expect(await reportAdds(`${label} operator passkeys`, answers, CAP)).toBe(CAP);
    expect(await dataOf<PasskeyList>(await server().call("/admin/api/passkeys", { lang: "en", headers: { authorization: op.token } }))).toHaveLength(CAP);
  });
}

describe("the passkeys' cap on the embedded database", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server?.close());
  capScenarios("pglite", () => server);
});

describe.skipIf(!POSTGRES_URL)(`the passkeys' cap on PostgreSQL${POSTGRES_URL ? "" : NO_POSTGRES}`, () => {
  capScenarios("postgres", accountsServerOnPostgres({}, SLOW));
});

describe.skipIf(PAIR_SKIPPED !== "")(`the passkeys' cap over two server processes on one PostgreSQL${PAIR_SKIPPED}`, () => {
  const { either, onRedis } = processPair();
  onRedis({});
  userCapScenario("two-processes", either);
});
