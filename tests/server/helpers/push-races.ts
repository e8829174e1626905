import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { PUSH_SUBSCRIPTIONS_PER_USER } from "#server/services/push/push-subscriptions.ts";
import { pushSubscriptions } from "#server/store/schema.ts";
import { browserSubscription } from "./push-service.ts";
import type { TestServer } from "./test-server.ts";
import { openTrader } from "./trading.ts";

/** 100 browsers of one user subscribe at once: the cap keeps exactly its number, the newest. */
export async function pushCapAtOnce(server: TestServer): Promise<void> {
  const trader = await openTrader(server);
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      server.call("/api/push/subscribe", {
        method: "POST",
        body: JSON.stringify(browserSubscription(`https://push.example.test/race/${Date.now()}-${i}`).json),
        headers: { "content-type": "application/json", authorization: trader.token },
      }),
    ),
  );
  const accepted = answers.filter((answer) => answer.status === 200).length;
  const userId = (await server.server.accounts.sessions.find(trader.token))!.user.id;
  const kept = (await server.server.store.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).length;
  console.log(`push subscriptions: ${accepted} of 100 concurrent subscribes answered, ${kept} kept (cap ${PUSH_SUBSCRIPTIONS_PER_USER})`);
  expect(accepted).toBe(100);
  expect(kept).toBe(PUSH_SUBSCRIPTIONS_PER_USER);
}
