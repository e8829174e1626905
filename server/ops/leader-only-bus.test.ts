import { describe, expect, it } from "vitest";
import { createInProcessBus } from "../bus.ts";
import { whileLeading } from "./leader-only-bus.ts";

describe("the bus of a leader-only listener", () => {
  it("delivers only while the process leads", () => {
    const bus = createInProcessBus();
    let leading = false;
    const heard: number[] = [];
    whileLeading(bus, () => leading).subscribe("session-revoked", ({ userId }) => heard.push(userId));
    bus.publish("session-revoked", { userId: 1, sessionIds: [] });
    leading = true;
    bus.publish("session-revoked", { userId: 2, sessionIds: [] });
    leading = false;
    bus.publish("session-revoked", { userId: 3, sessionIds: [] });
    expect(heard).toEqual([2]);
  });
});
