/**
 * Topic frames are encoded to bytes once and the same buffer goes to every client, so ws does not
 * re-encode the text per socket.
 */
export function encodeTopicFrame(topic: string, ts: number, data: unknown, snapshot = false): Buffer {
  const frame = snapshot ? { topic, ts, snapshot: true, data } : { topic, ts, data };
  return Buffer.from(JSON.stringify(frame));
}
