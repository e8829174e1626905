import WebSocket from "ws";
import { SOCKET_PATH, TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";
import { backoffDelay } from "#workers/realtime/backoff.ts";

/** A socket's break: how it closed, and when quotes came again on the socket that replaced it. */
export interface SocketBreak {
  /** The close code of an open socket; "refused" when the upgrade itself failed (a draining gateway answers 503). */
  code: number | "refused";
  closedAt: number;
  /** undefined while no quote has come since. */
  quotesAgainAt: number | undefined;
}

export interface QuoteWatcher {
  readonly breaks: readonly SocketBreak[];
  /** When the last DAY_MARKET frame arrived (ms, Date.now()), undefined before the first. */
  readonly lastQuoteAt: number | undefined;
  /** Open, subscribed, and its last quote at or after `since`. */
  liveSince(since: number): boolean;
  stop(): void;
}

/**
 * A socket subscribed to quotes (DAY_MARKET) that, when it closes, reconnects as the PWA's
 * realtime worker does (its backoff, reset at every open) and subscribes again.
 */
export function watchQuotes(baseUrl: string): QuoteWatcher {
  const url = `${baseUrl.replace("http", "ws")}${SOCKET_PATH}`;
  const breaks: SocketBreak[] = [];
  let lastQuoteAt: number | undefined;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const open = () => {
    const current = new WebSocket(url);
    socket = current;
    let broke = false;
    let opened = false;
    const brokeOff = (code: number) => {
      if (broke || stopped) return;
      broke = true;
      breaks.push({ code: opened ? code : "refused", closedAt: Date.now(), quotesAgainAt: undefined });
      retry = setTimeout(open, backoffDelay(attempt++, Math.random));
    };
    current.on("open", () => {
      opened = true;
      attempt = 0;
      current.send(JSON.stringify({ type: "sub", topic: TOPIC_DAY_MARKET }));
    });
    current.on("message", (data) => {
      const frame = JSON.parse(data.toString()) as { topic?: string };
      if (frame.topic !== TOPIC_DAY_MARKET) return;
      lastQuoteAt = Date.now();
      // Every break since the last quote ends here (a refused reconnect is a break of its own).
      for (let i = breaks.length - 1; i >= 0 && breaks[i]!.quotesAgainAt === undefined; i--) breaks[i]!.quotesAgainAt = lastQuoteAt;
    });
    // A refused upgrade ends in an error and no close frame.
    current.on("error", () => brokeOff(1006));
    current.on("close", (code) => brokeOff(code));
  };
  open();

  return {
    breaks,
    get lastQuoteAt() {
      return lastQuoteAt;
    },
    liveSince: (since) => socket?.readyState === WebSocket.OPEN && lastQuoteAt !== undefined && lastQuoteAt >= since,
    stop() {
      stopped = true;
      clearTimeout(retry);
      socket?.terminate();
    },
  };
}
