import { i18n } from "@lingui/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { localeState } from "#state/locale.ts";
import { toasts } from "#state/toasts.ts";
import { setAuthTokenGetter } from "./auth-token.ts";
import { request } from "./client.ts";
import { ApiError, NetworkError } from "./errors.ts";
import { loadingState } from "./loading.ts";
import { stubLocalStorage } from "#tests/support/memory-storage.ts";
import { endingOwnSession, isEndingOwnSession, onSessionInvalid, replacingOwnSession } from "./session-events.ts";

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

function sentUrl(): URL {
  return new URL(String(fetchMock.mock.calls[0]![0]), "http://pipwise.test");
}

function sentHeaders(): Headers {
  return fetchMock.mock.calls[0]![1]!.headers as Headers;
}

const toastTexts = () => toasts.items.map((t) => t.text);

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  toasts.items.splice(0);
  localeState.lang = "hk";
  setAuthTokenGetter(() => null);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("request", () => {
  it("resolves with data on code 1 and sends lang, token and a timestamp on GET", async () => {
    localeState.lang = "fr";
    setAuthTokenGetter(() => "tok-1");
    answer({ code: 1, msg: "", data: [{ Id: 1 }] });
    await expect(request("/v1/api/forex/trade_list", { query: { searchCurrency: "EUR" } })).resolves.toEqual([{ Id: 1 }]);
    expect(sentUrl().pathname).toBe("/v1/api/forex/trade_list");
    expect(sentUrl().searchParams.get("searchCurrency")).toBe("EUR");
    expect(Number(sentUrl().searchParams.get("t"))).toBeGreaterThan(0);
    expect(sentHeaders().get("lang")).toBe("fr");
    expect(sentHeaders().get("authorization")).toBe("tok-1");
  });

  it("sends no timestamp on POST and no authorization header without a token", async () => {
    answer({ code: 1, msg: "" });
    await request("/api/user/loginForU", { method: "POST", body: { account: "a@b.c" } });
    expect(sentUrl().searchParams.has("t")).toBe(false);
    expect(sentHeaders().has("authorization")).toBe(false);
    expect(String(fetchMock.mock.calls[0]![1]!.body)).toBe("account=a%40b.c");
  });

  it("rejects other codes with the server message and shows it as a toast", async () => {
    answer({ code: 400, msg: "Paramètre invalide" });
    const failure = request("/v1/api/forex/kline");
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 400, message: "Paramètre invalide" });
    expect(toastTexts()).toEqual(["Paramètre invalide"]);
  });

  it("keeps quiet about errors of a silent call", async () => {
    answer({ code: 500, msg: "boom" });
    await expect(request("/x", { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toastTexts()).toEqual([]);
  });

  it("announces an invalid session on 999 unless the call is an initial one", async () => {
    const heard = vi.fn();
    const stop = onSessionInvalid(heard);
    answer({ code: 999, msg: "Please log in" });
    await expect(request("/api/user/info")).rejects.toMatchObject({ code: 999 });
    expect(heard).toHaveBeenCalledWith({ path: "/api/user/info", msg: "Please log in" });

    answer({ code: 999, msg: "Please log in" });
    await expect(request("/api/user/info", { initial: true })).rejects.toMatchObject({ code: 999 });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it("does not announce a 999 for a session the tab has left while the call was under way", async () => {
    const heard = vi.fn();
    const stop = onSessionInvalid(heard);
    let token = "demo-token";
    setAuthTokenGetter(() => token);
    fetchMock.mockImplementationOnce(async () => {
      token = "real-token";
      return new Response(JSON.stringify({ code: 999, msg: "Please log in" }));
    });
    await expect(request("/api/user/info")).rejects.toMatchObject({ code: 999 });
    expect(heard).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([]);
    stop();
  });

  it("does not announce a 999 met while the tab ends that session itself, whose caller replaces it", async () => {
    const heard = vi.fn();
    const stop = onSessionInvalid(heard);
    setAuthTokenGetter(() => "demo-token");
    answer({ code: 999, msg: "Please log in" });
    await endingOwnSession(async () => {
      await expect(request("/v1/api/main/wallet/getBalance")).rejects.toMatchObject({ code: 999 });
    });
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it("announces a 999 met by the call that was to replace the session, which nothing replaces then, here and in the other tabs", async () => {
    stubLocalStorage();
    const heard = vi.fn();
    const stop = onSessionInvalid(heard);
    setAuthTokenGetter(() => "demo-token");
    answer({ code: 999, msg: "Please log in" });
    const backToReal = () => request("/api/user/back_to_real", { method: "POST" });
    await expect(replacingOwnSession("/api/user/back_to_real", backToReal)).rejects.toMatchObject({ code: 999 });
    expect(heard.mock.calls).toEqual([[{ path: "/api/user/back_to_real", msg: "Please log in" }]]);
    expect(isEndingOwnSession(), "the tabs no longer wait for a replacement").toBe(false);
    expect(toastTexts(), "the session's listener tells the user, not the call").toEqual([]);

    answer({ code: 500, msg: "boom" });
    await expect(replacingOwnSession("/api/user/back_to_real", backToReal)).rejects.toMatchObject({ code: 500 });
    expect(heard, "any other failure leaves the session as it was").toHaveBeenCalledTimes(1);
    stop();
  });

  it("toasts a success message only when the call asks for it and it says something", async () => {
    answer({ code: 1, msg: "Order placed" });
    await request("/v1/api/forex/submit", { toastSuccess: true });
    answer({ code: 1, msg: "success" });
    await request("/v1/api/forex/submit", { toastSuccess: true });
    answer({ code: 1, msg: "Saved" });
    await request("/v1/api/forex/trade_list");
    expect(toastTexts()).toEqual(["Order placed"]);
  });

  it("reports a failed network with its error code, and an HTTP error page with its status", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(request("/x")).rejects.toMatchObject({ code: "ERR_NETWORK" });
    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(request("/y")).rejects.toBeInstanceOf(NetworkError);
    expect(toastTexts()).toEqual(["Network error (ERR_NETWORK)", "Network error (HTTP 502)"]);
  });

  it("does not toast a call the caller cancelled", async () => {
    fetchMock.mockImplementationOnce((_url, init) => {
      return new Promise((_resolve, reject) => {
        init!.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    });
    const controller = new AbortController();
    const call = request("/x", { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
    expect(toastTexts()).toEqual([]);
  });

  it("does not toast a call cancelled while its answer was being read", async () => {
    const controller = new AbortController();
    // The headers of a 401 have arrived; the body is still on its way when the page leaves.
    const body = new ReadableStream({ start: (stream) => controller.signal.addEventListener("abort", () => stream.error(new DOMException("aborted", "AbortError"))) });
    fetchMock.mockResolvedValueOnce(new Response(body, { status: 401 }));
    const call = request("/api/user/info", { signal: controller.signal });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
    expect(toastTexts()).toEqual([]);
  });

  it("leaves a 999 to the listener of the ended session instead of toasting it", async () => {
    answer({ code: 999, msg: "Your session has expired, please log in again" }, 401);
    await expect(request("/v1/api/main/wallet/getBalance")).rejects.toMatchObject({ code: 999 });
    expect(toastTexts()).toEqual([]);
  });

  it("holds the loading indicator until the answer arrives, whatever it is", async () => {
    let respond!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (respond = resolve)));
    const call = request("/api/news/info", { loading: true, silent: true });
    expect(loadingState.pending).toBe(1);
    respond(new Response(JSON.stringify({ code: 404, msg: "gone" })));
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(loadingState.pending).toBe(0);
  });
});
