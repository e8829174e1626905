import { wrap } from "comlink";
import { pageFirstChunks } from "#app/first-chunks.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { TOPIC_DAY_MARKET, type DayMarketMessage } from "#domain/socket-protocol.ts";
import { paintLiveQuote } from "#features/quotes/live-copy.ts";
import { createClientId } from "#realtime/client-id.ts";
import { handOverRealtime } from "#realtime/early-realtime.ts";
import { LIVE_CHANNEL, WORKER_NAME, type LiveChannelMessage, type RealtimeApi } from "#workers/realtime/types.ts";

/** Home's kept copy, brought to life once painted. */
export interface EarlyLive {
  paintInto(copy: HTMLElement, locale: string): void;
}

/**
 * Brings home's kept copy to life before the app's code runs (decision 0037): starts the realtime
 * worker, asks it for the day's quotes in the page's language, and writes each frame into the copy
 * until React's page replaces it. The worker, the client id and the frames heard go to the app
 * (src/realtime/early-realtime.ts), which takes the socket over as it starts. Started before the
 * copy is painted: a SharedWorker takes longer to start than the page to parse.
 */
export function startEarlyLive(lang: LanguageCode): EarlyLive | undefined {
  const realtime = pageFirstChunks()?.realtime;
  if (!realtime || typeof SharedWorker === "undefined") return undefined;
  const worker = new SharedWorker(new URL(realtime, window.location.href), { type: "module", name: WORKER_NAME });
  const api = wrap<RealtimeApi>(worker.port);
  const clientId = createClientId();
  // In this order, which the worker keeps: a language set after connecting would reopen the socket.
  void api.setLang(lang);
  void api.connect();
  void api.subscribe(TOPIC_DAY_MARKET, clientId);

  let frames: string[] | null = [];
  let shown: { copy: HTMLElement; locale: string } | undefined;
  const channel = new BroadcastChannel(LIVE_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<LiveChannelMessage>) => {
    if (typeof data !== "string") return;
    const frame = JSON.parse(data) as DayMarketMessage;
    if (frame.topic !== TOPIC_DAY_MARKET) return;
    frames?.push(data);
    if (shown?.copy.isConnected) for (const quote of frame.data) paintLiveQuote(shown.copy, quote, shown.locale);
    else if (!frames) channel.close();
  };
  handOverRealtime({
    worker,
    clientId,
    api,
    takeFrames() {
      const heard = frames ?? [];
      frames = null;
      return heard;
    },
  });
  return { paintInto: (copy, locale) => void (shown = { copy, locale }) };
}
