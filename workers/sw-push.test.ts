import { describe, expect, it } from "vitest";
import { payloadOf } from "./sw-push.ts";

describe("the service worker's push payload", () => {
  it("shows the server's notification as sent", () => {
    const payload = { title: "Stop loss: EUR/USD position closed", body: "0.1 lots closed at 1.08990.", url: "/order", tag: "order-7" };
    expect(payloadOf(payload)).toEqual(payload);
  });

  it("opens only a path of this app, and ignores what is not a notification", () => {
    for (const url of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", 42]) {
      expect(payloadOf({ title: "t", body: "b", url })?.url).toBe("/");
    }
    expect(payloadOf({ title: "t", body: "b" })).toEqual({ title: "t", body: "b", url: "/", tag: "" });
    for (const data of [null, "text", { body: "b" }, { title: "", body: "b" }, { title: "t" }]) expect(payloadOf(data)).toBeNull();
  });
});
