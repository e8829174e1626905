import type { ClientMessage } from "#domain/socket-protocol.ts";
import { ACK_TEXTS, type AckText } from "./ack-texts.ts";

export type FrameResult =
  | { ok: true; message: ClientMessage }
  /** `of` is the message type when it was readable, else "error". */
  | { ok: false; of: string; text: AckText };

const MAX_TOPIC_CHARS = 64;

function refuse(of: string, text: AckText): FrameResult {
  return { ok: false, of, text };
}

function byteLength(data: Buffer | ArrayBuffer | Buffer[]): number {
  if (Array.isArray(data)) return data.reduce((sum, chunk) => sum + chunk.length, 0);
  return data.byteLength;
}

function decode(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.from(data as ArrayBuffer).toString("utf8");
}

/** Turns one raw socket frame into a client message, or says which ack refuses it. */
export function parseFrame(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean, maxBytes: number): FrameResult {
  if (isBinary) return refuse("error", ACK_TEXTS.binaryRefused);
  if (byteLength(data) > maxBytes) return refuse("error", ACK_TEXTS.frameTooLarge);
  let value: unknown;
  try {
    value = JSON.parse(decode(data));
  } catch {
    return refuse("error", ACK_TEXTS.badJson);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return refuse("error", ACK_TEXTS.notAMessage);
  return validate(value as Record<string, unknown>);
}

function validate(frame: Record<string, unknown>): FrameResult {
  switch (frame.type) {
    case "login":
      if (typeof frame.token !== "string" || frame.token.length === 0) return refuse("login", ACK_TEXTS.tokenRequired);
      return { ok: true, message: { type: "login", token: frame.token } };
    case "logout":
      return { ok: true, message: { type: "logout" } };
    case "sub":
    case "unsub": {
      const topic = frame.topic;
      if (typeof topic !== "string" || topic.length === 0) return refuse(frame.type, ACK_TEXTS.topicRequired);
      if (topic.length > MAX_TOPIC_CHARS) return refuse(frame.type, ACK_TEXTS.unknownTopic);
      return { ok: true, message: { type: frame.type, topic } };
    }
    case "ping":
      if (typeof frame.ts !== "number" || !Number.isFinite(frame.ts)) return refuse("ping", ACK_TEXTS.tsRequired);
      return { ok: true, message: { type: "ping", ts: frame.ts } };
    default:
      return refuse("error", typeof frame.type === "string" ? ACK_TEXTS.unknownType : ACK_TEXTS.notAMessage);
  }
}
