import type { BusChannel, BusEvents } from "../bus.ts";

/**
 * The text of a bus message between processes (docs/decisions/0014-bus-message-format.md):
 * JSON `{"v":1,"channel":…,"at":…,"data":…}`, `at` the publish time in epoch milliseconds (for the bus lag metric),
 * and `heard`, an id each reader sends back once its listeners have run, when the publisher waits for that. The payloads are already plain JSON (prices, amounts and
 * ids as the domain sends them to clients, decimals as strings; message descriptors as objects).
 */
export const BUS_MESSAGE_VERSION = 1;

interface Envelope<C extends BusChannel> {
  v: typeof BUS_MESSAGE_VERSION;
  channel: C;
  at: number;
  data: BusEvents[C];
  heard?: string;
}

export function encodeBusMessage<C extends BusChannel>(channel: C, data: BusEvents[C], heard?: string): string {
  return JSON.stringify({ v: BUS_MESSAGE_VERSION, channel, at: Date.now(), data, heard } satisfies Envelope<C>);
}

/** The message, or an error saying why the text is not one this version reads. */
export function decodeBusMessage(channel: BusChannel, text: string): { data: BusEvents[BusChannel]; at: number; heard?: string } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: "not JSON" };
  }
  const envelope = parsed as Partial<Envelope<BusChannel>> | null;
  if (typeof envelope !== "object" || envelope === null) return { error: "not an object" };
  if (envelope.v !== BUS_MESSAGE_VERSION) return { error: `version ${String(envelope.v)}, this process reads ${BUS_MESSAGE_VERSION}` };
  if (envelope.channel !== channel) return { error: `sent as ${String(envelope.channel)} on ${channel}` };
  if (typeof envelope.at !== "number" || !Number.isFinite(envelope.at)) return { error: "no publish time" };
  if (!("data" in envelope)) return { error: "no data" };
  if (envelope.heard !== undefined && typeof envelope.heard !== "string") return { error: "a heard id that is not a string" };
  return { data: envelope.data as BusEvents[BusChannel], at: envelope.at, heard: envelope.heard };
}
