import { expect, test } from "@playwright/test";
import { expectPricesToChange, MOVING_ROWS_ON_SCREEN } from "../support/quotes.ts";
import { openHomeTabs, realtimeState, TRANSPORTS } from "../support/realtime.ts";
import { dropAllSockets, socketCount } from "../support/server-hooks.ts";

const RECOVERY_MS = 20_000;

for (const { name, prepare } of TRANSPORTS) {
  test(`both tabs show moving prices again within 20 s after the server drops every socket, ${name}`, async ({ context, request }) => {
    await prepare(context);
    const tabs = await openHomeTabs(context);
    for (const tab of tabs) await expectPricesToChange(tab, { atLeast: MOVING_ROWS_ON_SCREEN, timeout: 5_000 });
    const before = await realtimeState(tabs[0]);
    expect(before.status).toBe("open");

    const droppedAt = Date.now();
    expect(await dropAllSockets(request)).toBeGreaterThanOrEqual(1);
    const left = () => Math.max(1, RECOVERY_MS - (Date.now() - droppedAt));

    // Prices are compared only from the new socket on, so frames of the old one cannot pass the test.
    for (const tab of tabs) {
      await expect
        .poll(async () => {
          const now = await realtimeState(tab);
          return now.status === "open" && now.connectionId > before.connectionId;
        }, { timeout: left(), message: "a new open socket" })
        .toBe(true);
    }
    for (const tab of tabs) await expectPricesToChange(tab, { atLeast: MOVING_ROWS_ON_SCREEN, timeout: left() });
    expect(Date.now() - droppedAt).toBeLessThanOrEqual(RECOVERY_MS);
    await expect.poll(() => socketCount(request), { message: "sockets held by the server" }).toBe(1);
  });
}
