import { setTimeout as delay } from "node:timers/promises";
import type { CdpClient, CdpEvent } from "./load-cdp.ts";

export interface Conditions {
  label: string;
  cpuRate: number;
  /** Network emulation; none on loopback. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const MBIT = 1_000_000 / 8;
export const LOOPBACK: Conditions = { label: "loopback, 1x CPU", cpuRate: 1 };
export const SLOW_4G: Conditions = {
  label: "Slow 4G, 4x CPU",
  cpuRate: 4,
  network: { latency: 150, downloadThroughput: 1.6 * MBIT, uploadThroughput: 0.75 * MBIT },
};

const POLL_MS = 100;
const NO_THROTTLING = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** The day-market topic's frames carry the prices; the socket's other frames (hello, pongs) do not. */
const QUOTE_FRAME = /DAY_MARKET/;

const AUTO_ATTACH = { autoAttach: true, waitForDebuggerOnStart: true, flatten: true };

/** The app's own targets; Chromium's user interface runs as pages of its own (`browser_ui`, `other`). */
const APP_TARGETS = new Set(["page", "iframe", "worker", "shared_worker", "service_worker"]);

interface TargetInfo {
  type: string;
  targetId: string;
}

interface Session {
  type: string;
}

/**
 * Every page and worker the browser starts is attached before it runs: throttled as `conditions`
 * say, its bytes counted, and the socket's first quote frame timed. `reset()` starts a new load.
 */
export class TargetWatch {
  private readonly sessions = new Map<string, Session>();
  private readonly targetIds = new Set<string>();
  private readonly servedByWorker = new Set<string>();
  private bytes = { page: 0, workers: 0 };
  private firstQuoteFrame: number | undefined;
  /** Targets whose CPU throttling Chromium refused (workers have no Emulation domain). */
  readonly unthrottledCpu = new Set<string>();
  /** MonotonicTime (s) to epoch (ms): one clock for every target, learnt from any request. */
  private clockOffsetMs: number | undefined;

  constructor(private readonly cdp: CdpClient, private conditions: Conditions) {
    // A target may go away while it is being set up; the load it belonged to is over then.
    cdp.on((event) => void this.handle(event).catch(() => {}));
  }

  /** Throttles every running target, and those still to come, as `conditions` say. */
  async use(conditions: Conditions): Promise<void> {
    this.conditions = conditions;
    await Promise.allSettled([...this.sessions].filter(([, session]) => session.type !== "tab").flatMap(([sessionId]) => this.throttle(sessionId)));
  }

  async start(): Promise<void> {
    await this.cdp.send("Target.setAutoAttach", AUTO_ATTACH);
  }

  reset(): void {
    this.bytes = { page: 0, workers: 0 };
    this.firstQuoteFrame = undefined;
    this.servedByWorker.clear();
  }

  /** Bytes over the network (encoded, as sent) since `reset()`: the page's, and its workers' (precache, socket setup). */
  transferred(): { page: number; workers: number } {
    return { ...this.bytes };
  }

  /** When (epoch ms) the socket delivered its first prices since `reset()`. */
  quoteFrameAt(): number | undefined {
    return this.firstQuoteFrame;
  }

  /** Resolves once no realtime SharedWorker is running, so the next page load has to start its own. */
  async sharedWorkerStopped(): Promise<void> {
    for (;;) {
      const { targetInfos } = (await this.cdp.send("Target.getTargets")) as { targetInfos: TargetInfo[] };
      if (!targetInfos.some((target) => target.type === "shared_worker")) return;
      await delay(POLL_MS);
    }
  }

  private async handle({ method, params, sessionId }: CdpEvent): Promise<void> {
    if (method === "Target.attachedToTarget") return this.attach(params.sessionId as string, params.targetInfo as TargetInfo);
    if (method === "Target.detachedFromTarget") return this.detach(params.sessionId as string, params.targetId as string | undefined);
    const session = sessionId ? this.sessions.get(sessionId) : undefined;
    if (!session) return;
    const requestId = params.requestId as string;
    if (method === "Network.responseReceived" && (params.response as { fromServiceWorker?: boolean }).fromServiceWorker) {
      this.servedByWorker.add(`${sessionId}:${requestId}`);
    } else if (method === "Network.loadingFinished" && !this.servedByWorker.has(`${sessionId}:${requestId}`)) {
      this.bytes[session.type === "page" ? "page" : "workers"] += params.encodedDataLength as number;
    } else if (method === "Network.requestWillBeSent" || method === "Network.webSocketWillSendHandshakeRequest") {
      this.clockOffsetMs ??= (params.wallTime as number) * 1000 - (params.timestamp as number) * 1000;
    } else if (method === "Network.webSocketFrameReceived" && this.firstQuoteFrame === undefined && this.clockOffsetMs !== undefined) {
      const payload = (params.response as { payloadData: string }).payloadData;
      if (QUOTE_FRAME.test(payload)) this.firstQuoteFrame = (params.timestamp as number) * 1000 + this.clockOffsetMs;
    }
  }

  private async attach(sessionId: string, target: TargetInfo): Promise<void> {
    const send = (method: string, params: object = {}) => this.cdp.send(method, params, sessionId);
    // A target reached twice (a service worker is the browser's child and its page's) is watched
    // once, so its bytes count once; Chromium's own pages (the omnibox's, the new tab's) not at all.
    const watched = (target.type === "tab" || APP_TARGETS.has(target.type)) && !this.targetIds.has(target.targetId);
    if (!watched) {
      await send("Runtime.runIfWaitingForDebugger").catch(() => {});
      return;
    }
    this.targetIds.add(target.targetId);
    this.sessions.set(sessionId, { type: target.type });
    // Commands run in order, so these all apply before the target starts; a worker that waits for
    // the debugger answers nothing until it runs, hence no awaiting one by one.
    const setUp = [
      // A tab holds its page, a page its dedicated workers: each level attaches its children the same way.
      send("Target.setAutoAttach", AUTO_ATTACH),
      ...(target.type === "tab" ? [] : [send("Network.enable"), ...this.throttle(sessionId)]),
      send("Runtime.runIfWaitingForDebugger"),
    ];
    await Promise.allSettled(setUp);
  }

  private throttle(sessionId: string): Promise<unknown>[] {
    const send = (method: string, params: object = {}) => this.cdp.send(method, params, sessionId);
    const { network, cpuRate } = this.conditions;
    return [
      send("Network.emulateNetworkConditions", { offline: false, ...(network ?? NO_THROTTLING) }),
      send("Emulation.setCPUThrottlingRate", { rate: cpuRate }).catch(() => this.unthrottledCpu.add(this.sessions.get(sessionId)?.type ?? "?")),
    ];
  }

  private detach(sessionId: string, targetId: string | undefined): void {
    if (this.sessions.delete(sessionId) && targetId) this.targetIds.delete(targetId);
  }
}
