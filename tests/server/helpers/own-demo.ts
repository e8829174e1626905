import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { accountLogs, users } from "#server/store/schema.ts";
import { postForm, registerByEmail } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import type { TestServer } from "./test-server.ts";

export const openOwnDemo = (server: TestServer, realToken: string) => postForm(server, "/api/user/open_own_demo", {}, realToken);
export const backToReal = (server: TestServer, demoToken: string) => postForm(server, "/api/user/back_to_real", {}, demoToken);

/** A hundred first switches of one user at once: every answer is the same demo account, created once with one opening. */
export async function firstSwitchesAtOnce(server: TestServer, email: string): Promise<void> {
  const real = await registerByEmail(server, email, "Quarry-otter-57");
  const answers = await Promise.all(Array.from({ length: 100 }, async () => dataOf<LoginResponse>(await openOwnDemo(server, real.token))));
  expect(new Set(answers.map((answer) => answer.user.uid)).size).toBe(1);

  const { db } = server.server.store;
  const [demos] = await db.select({ n: count() }).from(users).where(eq(users.demoOwnerId, real.user.id));
  expect(demos!.n).toBe(1);
  const openings = await db.select({ memo: accountLogs.memo }).from(accountLogs).where(eq(accountLogs.userId, answers[0]!.user.id));
  expect(openings).toEqual([{ memo: "demo_opening" }]);
}
