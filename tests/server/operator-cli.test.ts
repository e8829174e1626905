import { execFile } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it, inject } from "vitest";
import type { OperatorLoginResponse } from "#domain/contract/back-office.ts";
import { totpCode } from "#server/platform/totp.ts";
import { dataOf } from "./helpers/envelope.ts";
import { postJson } from "./helpers/identity.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const run = promisify(execFile);

describe("npm run operator:create", () => {
  let root: string;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it("creates an operator who logs in to the back office with the password and the printed TOTP secret", async () => {
    root = await mkdtemp(join(tmpdir(), "pipwise-operator-"));
    const dataDir = join(root, "data");
    await cp(inject("templateDataDir"), dataDir, { recursive: true });
    const env = { ...process.env, DATA_DIR: dataDir, OPERATOR_PASSWORD: "Lantern-orchid-97" };
    const { stdout } = await run("npm", ["run", "--silent", "operator:create", "--", "Ops.Lead"], { env });
    const secret = /TOTP secret: ([A-Z2-7]+)/.exec(stdout)?.[1];
    expect(secret).toBeDefined();
    const weak = await run("npm", ["run", "--silent", "operator:create", "--", "weak"], { env: { ...env, OPERATOR_PASSWORD: "aaaaaaaa" } }).catch((e) => e);
    expect(weak.stderr).toMatch(/operator not created: password refused/);

    server = await startTestServer({}, { dataDir });
    const login = await postJson(server, "/admin/api/login", { login: "ops.lead", password: "Lantern-orchid-97", totp: totpCode(secret!, Date.now()) });
    expect((await dataOf<OperatorLoginResponse>(login)).operator.login).toBe("ops.lead");
  });
});
