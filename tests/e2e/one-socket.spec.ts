import { expect, test } from "@playwright/test";
import { expectPricesToChange, MOVING_ROWS_ON_SCREEN } from "../support/quotes.ts";
import { openHomeTabs, realtimeState, TRANSPORTS } from "../support/realtime.ts";
import { socketCount } from "../support/server-hooks.ts";

for (const { name, mode, prepare } of TRANSPORTS) {
  test(`two tabs share exactly one socket ${name}`, async ({ context, request }) => {
    await prepare(context);
    const tabs = await openHomeTabs(context);

    for (const tab of tabs) {
      await expectPricesToChange(tab, { atLeast: MOVING_ROWS_ON_SCREEN, timeout: 5_000 });
      expect((await realtimeState(tab)).mode).toBe(mode);
    }
    // Sockets of earlier tests' closed browsers may take a moment to be noticed by the server.
    await expect.poll(() => socketCount(request), { message: "sockets held by the server" }).toBe(1);
    const [first, second] = await Promise.all(tabs.map(realtimeState));
    expect(first.status).toBe("open");
    expect(second.connectionId).toBe(first.connectionId);
    expect(first.subscriptions).toContain("DAY_MARKET");
  });
}
