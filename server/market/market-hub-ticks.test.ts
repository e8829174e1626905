import { describe, expect, it } from "vitest";
import { scriptedHub, type ScriptedHubOptions } from "./test-scripted-hub.ts";

/** A hub over a scripted source, counting the ticks its onTick hook hears. */
function countingHub(options: ScriptedHubOptions = {}) {
  let ticks = 0;
  return { ...scriptedHub({ ...options, onTick: () => (ticks += 1) }), ticks: () => ticks };
}

describe("the market hub's tick hook", () => {
  it("hears each tick the hub takes in from its source", async () => {
    const { hub, source, ticks } = countingHub();
    hub.start();
    source.push("EURUSD", "1.10000");
    source.push("EURUSD", "1.10010");
    source.push("BTCUSD", "70000");
    expect(ticks()).toBe(3);
    await hub.stop();
  });

  it("hears nothing in a hub that runs no feed, whatever another hub publishes on the shared bus", async () => {
    const leader = countingHub();
    const follower = countingHub({ bus: leader.bus });
    leader.hub.start();
    leader.source.push("EURUSD", "1.10000");
    leader.source.push("BTCUSD", "70000");
    await Promise.resolve();
    expect(leader.ticks()).toBe(2);
    expect(follower.ticks()).toBe(0);
    await leader.hub.stop();
  });
});
