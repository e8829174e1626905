import { LIVE_CHANNEL, WORKER_NAME } from "#workers/realtime/types.ts";
import { TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";

/** Where the bench serves the floor page (routed by the browser context, never by the server). */
export const FLOOR_PATH = "/bench-floor";

/**
 * The least a page can do with a tick on the same path as Pipwise: no React, no chart. It starts the
 * built realtime SharedWorker (`workerUrl`) and asks it, in comlink's wire format, to connect and to
 * hold DAY_MARKET; hears the frames on the same live channel; and writes `code`'s Bid, as the wire
 * carries it, into a sell price marked up as /trade's, in an animation frame (coalesced per frame),
 * only when it changed, as React does.
 * What it measures is what the machine, the socket, the worker and the frame clock allow.
 */
export function floorPage(workerUrl: string, code: string): string {
  const setup = JSON.stringify({ workerUrl, workerName: WORKER_NAME, channel: LIVE_CHANNEL, topic: TOPIC_DAY_MARKET, code });
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>floor</title></head>
<body><button data-testid="trade-sell"><span data-testid="sell-price"></span></button>
<script type="module">
const { workerUrl, workerName, channel, topic, code } = ${setup};
const worker = new SharedWorker(workerUrl, { type: "module", name: workerName });
let calls = 0;
const call = (name, ...args) =>
  worker.port.postMessage({ id: "floor-" + ++calls, type: "APPLY", path: [name], argumentList: args.map((value) => ({ type: "RAW", value })) });
worker.port.start();
const clientId = "floor-" + Math.random().toString(36).slice(2);
call("connect");
call("subscribe", topic, clientId);
setInterval(() => call("heartbeat", clientId), 15000);
const price = document.querySelector('[data-testid="sell-price"]').appendChild(document.createTextNode(""));
let bid = null;
let scheduled = false;
new BroadcastChannel(channel).onmessage = ({ data }) => {
  if (typeof data !== "string") return;
  const frame = JSON.parse(data);
  if (frame.topic !== topic) return;
  for (const quote of frame.data) if (quote.Code === code) bid = quote.Bid;
  if (scheduled || bid === null) return;
  scheduled = true;
  requestAnimationFrame(() => {
    scheduled = false;
    if (price.data !== bid) price.data = bid;
  });
};
</script></body></html>`;
}
