import type { CDPSession, Page } from "@playwright/test";

/** Frame (`ts:length` of its text) → [received from the socket, posted to the tabs], wall-clock ms in the worker. */
export type WorkerHops = Record<string, [number, number]>;

export interface WorkerWatch {
  /** What the worker recorded since the watch began; empty when it could not be reached. */
  stop(): Promise<WorkerHops>;
}

/**
 * Runs in the realtime SharedWorker (evaluated through CDP, never shipped): the worker parses each
 * socket frame as soon as its message event runs, then posts the same text on the live channel, so
 * JSON.parse of a topic frame dates its receipt and postMessage of that text its post.
 */
const WORKER_SCRIPT = `(() => {
  const hops = new Map();
  const wall = () => performance.timeOrigin + performance.now();
  const parse = JSON.parse;
  let received = null;
  JSON.parse = function (text, reviver) {
    if (typeof text === "string" && text.startsWith('{"topic"')) received = [text, wall()];
    return parse.call(this, text, reviver);
  };
  const post = BroadcastChannel.prototype.postMessage;
  BroadcastChannel.prototype.postMessage = function (message) {
    if (received && received[0] === message) {
      const ts = /"ts":(\\d+)/.exec(message.slice(0, 120));
      if (ts) hops.set(ts[1] + ":" + message.length, [received[1], wall()]);
      received = null;
    }
    return post.call(this, message);
  };
  globalThis.__workerHops = () => JSON.stringify(Object.fromEntries(hops));
})()`;

interface TargetMessage {
  sessionId: string;
  message: string;
}

interface TargetInfo {
  targetId: string;
  type: string;
  browserContextId?: string;
}

/**
 * Watches the two hops (socket → worker, worker → live channel) of the realtime SharedWorker that
 * `page` talks to, through a CDP session of the browser attached to the worker's target.
 */
export async function watchWorkerHops(page: Page): Promise<WorkerWatch> {
  const pageCdp = await page.context().newCDPSession(page);
  const { targetInfo } = (await pageCdp.send("Target.getTargetInfo")) as { targetInfo: TargetInfo };
  await pageCdp.detach();
  const browser = page.context().browser();
  if (!browser) throw new Error("the page has no browser to reach its worker through");
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send("Target.getTargets")) as { targetInfos: TargetInfo[] };
  const worker = targetInfos.find((target) => target.type === "shared_worker" && target.browserContextId === targetInfo.browserContextId);
  if (!worker) {
    await cdp.detach();
    return { stop: async () => ({}) };
  }
  const { sessionId } = (await cdp.send("Target.attachToTarget", { targetId: worker.targetId, flatten: false })) as { sessionId: string };
  const evaluate = inWorker(cdp, sessionId);
  await evaluate(WORKER_SCRIPT);
  return {
    async stop() {
      try {
        return JSON.parse(await evaluate("globalThis.__workerHops()")) as WorkerHops;
      } finally {
        await cdp.detach();
      }
    },
  };
}

/** Runtime.evaluate in the attached worker, over the browser session's target messages. */
function inWorker(cdp: CDPSession, sessionId: string) {
  let nextId = 1;
  const waiting = new Map<number, (result: { result?: { value?: unknown }; exceptionDetails?: unknown }) => void>();
  cdp.on("Target.receivedMessageFromTarget", (event: TargetMessage) => {
    if (event.sessionId !== sessionId) return;
    const reply = JSON.parse(event.message) as { id?: number; result?: { result?: { value?: unknown }; exceptionDetails?: unknown } };
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply.result ?? {});
  });
  return (expression: string) =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (result) => {
        waiting.delete(id);
        if (result.exceptionDetails) reject(new Error(`in the worker: ${JSON.stringify(result.exceptionDetails)}`));
        else resolve(String(result.result?.value ?? ""));
      });
      const message = JSON.stringify({ id, method: "Runtime.evaluate", params: { expression, returnByValue: true } });
      void cdp.send("Target.sendMessageToTarget", { sessionId, message });
    });
}
