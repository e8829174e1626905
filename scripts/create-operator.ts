/**
 * `npm run operator:create -- <login>`: adds a back-office operator to the database the server
 * would open (DATA_DIR or DATABASE_URL). The password is read from OPERATOR_PASSWORD or typed at
 * the prompt; the TOTP secret is printed once, to add to an authenticator app.
 * PGlite opens in one process at a time: with the embedded database, stop the server first.
 */
import { createInterface } from "node:readline/promises";
import { createOperators } from "#server/admin/operators.ts";
import { loadConfig } from "#server/config.ts";
import { createAdjustableClock } from "#server/platform/clock.ts";
import { createMemoryLimitStore } from "#server/platform/limit-store.ts";
import { openStore } from "#server/store/open-store.ts";

async function readPassword(): Promise<string> {
  const given = process.env.OPERATOR_PASSWORD;
  if (given) return given;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question("Password for the new operator: ");
  } finally {
    prompt.close();
  }
}

const login = process.argv[2];
if (!login) {
  console.error("usage: npm run operator:create -- <login>   (password from OPERATOR_PASSWORD or the prompt)");
  process.exit(2);
}
const password = await readPassword();
const store = await openStore(loadConfig());
try {
  const clock = createAdjustableClock();
  const created = await createOperators(store.db, clock, createMemoryLimitStore(clock)).create(login, password);
  console.log(`operator ${login} created (id ${created.id})`);
  console.log(`TOTP secret: ${created.secret}`);
  console.log(`authenticator URI: ${created.uri}`);
} catch (error) {
  console.error(`operator not created: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
