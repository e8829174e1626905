import { afterEach, describe, expect, it, vi } from "vitest";
import { startEarlyRead, takeEarlyRead } from "./early-reads.ts";

const started: { url: string; lang: string; signal: AbortSignal }[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  started.length = 0;
});

function stubFetch() {
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    started.push({ url, lang: (init.headers as Record<string, string>).lang!, signal: init.signal! });
    return Promise.resolve(new Response("{}"));
  });
}

describe("early reads", () => {
  it("are taken once, in the language they were asked in", async () => {
    stubFetch();
    startEarlyRead("/v1/api/forex/trade_list", "de");
    expect(started[0]).toMatchObject({ lang: "de" });
    expect(started[0]!.url).toMatch(/^\/v1\/api\/forex\/trade_list\?t=\d+$/);
    const taken = takeEarlyRead("/v1/api/forex/trade_list", "de", new AbortController().signal);
    expect(await taken).toBeInstanceOf(Response);
    expect(takeEarlyRead("/v1/api/forex/trade_list", "de", new AbortController().signal)).toBeUndefined();
  });

  it("are dropped and cancelled when the app asks in another language", () => {
    stubFetch();
    startEarlyRead("/v1/api/forex/getCategories", "de");
    expect(takeEarlyRead("/v1/api/forex/getCategories", "fr", new AbortController().signal)).toBeUndefined();
    expect(started[0]!.signal.aborted).toBe(true);
  });

  it("are cancelled with the call that took them", () => {
    stubFetch();
    startEarlyRead("/v1/api/forex/trade_list", "en");
    const call = new AbortController();
    void takeEarlyRead("/v1/api/forex/trade_list", "en", call.signal);
    call.abort();
    expect(started[0]!.signal.aborted).toBe(true);
  });
});
