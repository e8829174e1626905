import type { Quote } from "#domain/instrument.ts";
import { klineTopic, TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";
import type { ClientSession } from "./client-session.ts";
import { deltaData, type Candles, type Delta } from "./deltas.ts";
import { encodeTopicFrame } from "./frames.ts";
import type { GatewayLimits } from "./limits.ts";
import type { TopicIndex } from "./topic-index.ts";

type FanoutLimits = Pick<GatewayLimits, "flushIntervalMs" | "highWaterBytes" | "stuckCloseMs">;

/**
 * Collects market updates for the whole gateway and sends them on one shared timer, at most once
 * per flush interval. A topic's delta is encoded once per flush and the same bytes go to every
 * subscriber that is keeping up; a subscriber that is behind gets the delta folded into its own
 * backlog (latest per instrument) and is sent that when its socket drains.
 */
export class Fanout {
  private quotes = new Map<string, Quote>();
  private klines = new Map<string, Candles>();
  private readonly backlogged = new Set<ClientSession>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastFlushAt = Number.NEGATIVE_INFINITY;
  private framesThisFlush = 0;

  constructor(
    private readonly index: TopicIndex,
    private readonly limits: FanoutLimits,
    private readonly clock: () => number = Date.now,
    /** Hears how many frames each flush sent, once per flush: a counter per frame would sit on the hot path. */
    private readonly onFramesSent: (count: number) => void = () => {},
  ) {}

  addQuotes(quotes: readonly Quote[]): void {
    if (!this.index.hasSubscribers(TOPIC_DAY_MARKET) || quotes.length === 0) return;
    for (const quote of quotes) this.quotes.set(quote.Code, quote);
    this.schedule();
  }

  addKline(code: string, candles: Candles): void {
    if (!this.index.hasSubscribers(klineTopic(code))) return;
    const pending = this.klines.get(code);
    this.klines.set(code, pending ? Object.assign(pending, candles) : { ...candles });
    this.schedule();
  }

  /** For data only one client gets (its orders) or that must wait for its snapshot. */
  addFor(session: ClientSession, topic: string, delta: Delta): void {
    session.addBacklog(topic, delta);
    this.backlogged.add(session);
    this.schedule();
  }

  /** A snapshot went out: whatever queued behind it may follow. */
  release(session: ClientSession): void {
    if (session.backlog.size > 0) {
      this.backlogged.add(session);
      this.schedule();
    }
  }

  forget(session: ClientSession): void {
    this.backlogged.delete(session);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.quotes.clear();
    this.klines.clear();
    this.backlogged.clear();
  }

  private schedule(): void {
    if (this.timer) return;
    // Leading edge: a quiet feed goes out at once, a busy one is coalesced to one frame per interval.
    const delay = Math.max(0, this.lastFlushAt + this.limits.flushIntervalMs - this.clock());
    this.timer = setTimeout(() => this.flush(), delay);
    this.timer.unref?.();
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const now = this.clock();
    this.lastFlushAt = now;
    if (this.quotes.size > 0) {
      this.fanOut(TOPIC_DAY_MARKET, { kind: "quotes", quotes: this.quotes }, now);
      this.quotes = new Map();
    }
    if (this.klines.size > 0) {
      for (const [code, candles] of this.klines) this.fanOut(klineTopic(code), { kind: "kline", code, candles }, now);
      this.klines = new Map();
    }
    this.drainBacklogs(now);
    if (this.framesThisFlush > 0) this.onFramesSent(this.framesThisFlush);
    this.framesThisFlush = 0;
    if (this.backlogged.size > 0) this.schedule();
  }

  private send(session: ClientSession, frame: Buffer): void {
    if (session.deliver(frame)) this.framesThisFlush += 1;
  }

  private fanOut(topic: string, delta: Delta, now: number): void {
    let frame: Buffer | undefined;
    for (const session of this.index.subscribers(topic)) {
      if (session.backlog.has(topic) || session.awaitingSnapshot.has(topic) || session.isCongested(this.limits.highWaterBytes)) {
        session.addBacklog(topic, delta);
        this.backlogged.add(session);
      } else {
        this.send(session, (frame ??= encodeTopicFrame(topic, now, deltaData(delta))));
      }
    }
  }

  private drainBacklogs(now: number): void {
    for (const session of this.backlogged) {
      if (!session.isOpen()) {
        this.backlogged.delete(session);
      } else if (session.isCongested(this.limits.highWaterBytes)) {
        session.congestedSince ??= now;
        if (now - session.congestedSince >= this.limits.stuckCloseMs) {
          session.terminate();
          this.backlogged.delete(session);
        }
      } else {
        session.congestedSince = undefined;
        this.sendBacklog(session, now);
      }
    }
  }

  private sendBacklog(session: ClientSession, now: number): void {
    for (const [topic, delta] of session.backlog) {
      if (session.awaitingSnapshot.has(topic)) continue;
      this.send(session, encodeTopicFrame(topic, now, deltaData(delta)));
      session.backlog.delete(topic);
    }
    this.backlogged.delete(session);
  }
}
