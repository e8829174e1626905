import { describe, expect, it } from "vitest";
import { ACK_TEXTS } from "./ack-texts.ts";
import { parseFrame } from "./parse-frame.ts";

const text = (value: string) => Buffer.from(value);

describe("parseFrame", () => {
  it.each([
    ['{"type":"ping","ts":5}', { type: "ping", ts: 5 }],
    ['{"type":"login","token":"abc"}', { type: "login", token: "abc" }],
    ['{"type":"logout"}', { type: "logout" }],
    ['{"type":"sub","topic":"DAY_MARKET","extra":1}', { type: "sub", topic: "DAY_MARKET" }],
    ['{"type":"unsub","topic":"KLINE.EURUSD"}', { type: "unsub", topic: "KLINE.EURUSD" }],
  ])("reads %s", (frame, message) => {
    expect(parseFrame(text(frame), false, 4096)).toEqual({ ok: true, message });
  });

  it.each([
    ["not json", "error", ACK_TEXTS.badJson],
    ["[1,2]", "error", ACK_TEXTS.notAMessage],
    ['"sub"', "error", ACK_TEXTS.notAMessage],
    ['{"topic":"DAY_MARKET"}', "error", ACK_TEXTS.notAMessage],
    ['{"type":"subscribe","topic":"DAY_MARKET"}', "error", ACK_TEXTS.unknownType],
    ['{"type":"sub"}', "sub", ACK_TEXTS.topicRequired],
    ['{"type":"unsub","topic":7}', "unsub", ACK_TEXTS.topicRequired],
    [`{"type":"sub","topic":"KLINE.${"X".repeat(80)}"}`, "sub", ACK_TEXTS.unknownTopic],
    ['{"type":"ping","ts":"now"}', "ping", ACK_TEXTS.tsRequired],
    ['{"type":"login","token":""}', "login", ACK_TEXTS.tokenRequired],
  ])("refuses %s", (frame, of, refusal) => {
    expect(parseFrame(text(frame), false, 4096)).toEqual({ ok: false, of, text: refusal });
  });

  it("refuses binary frames and frames over the size limit before parsing them", () => {
    expect(parseFrame(text('{"type":"logout"}'), true, 4096)).toMatchObject({ ok: false, text: ACK_TEXTS.binaryRefused });
    expect(parseFrame(text(`{"type":"ping","ts":1,"pad":"${"x".repeat(5000)}"}`), false, 4096)).toMatchObject({
      ok: false,
      text: ACK_TEXTS.frameTooLarge,
    });
  });
});
