import { i18n } from "@lingui/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { localeState } from "#state/locale.ts";
import { toasts } from "#state/toasts.ts";
import { setAuthTokenGetter } from "./auth-token.ts";
import { ApiError, NetworkError } from "./errors.ts";
import { uploadImage } from "./identity.ts";
import { realNameCenter, uploadedImage } from "./reads/identity.ts";
import { onSessionInvalid } from "./session-events.ts";

/** Stands in for the browser's XMLHttpRequest: the test answers each request by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  headers = new Map<string, string>();
  body: unknown;
  responseType = "";
  timeout = 0;
  status = 0;
  response: unknown = null;
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const toastTexts = () => toasts.items.map((t) => t.text);
const picture = new Blob(["jpeg bytes"], { type: "image/jpeg" });

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

beforeEach(() => {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  toasts.items.splice(0);
  localeState.lang = "fr";
  setAuthTokenGetter(() => "tok-1");
});

afterEach(() => vi.unstubAllGlobals());

describe("uploadImage", () => {
  it("posts the picture as the part `file` with lang and token, tells the progress and resolves with its url", async () => {
    const sent: number[] = [];
    const uploaded = uploadImage(picture, { onProgress: (share) => sent.push(share) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(["POST", "/api/common/image_upload"]);
    expect(Object.fromEntries(xhr.headers)).toEqual({ lang: "fr", authorization: "tok-1" });
    expect(await ((xhr.body as FormData).get("file") as Blob).text()).toBe("jpeg bytes");
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 7, total: 0 });
    xhr.answer(200, { code: 1, msg: "", data: { url: "/api/common/upload/abc" } });
    await expect(uploaded).resolves.toBe("/api/common/upload/abc");
    expect(sent).toEqual([0.5]);
  });

  it("rejects a refused picture with the server's reason, shown as a toast unless silent", async () => {
    const refused = uploadImage(picture);
    FakeXhr.last.answer(415, { code: 415, msg: "Choisissez une image JPEG, PNG ou WebP" });
    await expect(refused).rejects.toEqual(new ApiError(415, "Choisissez une image JPEG, PNG ou WebP"));
    const quiet = uploadImage(picture, { silent: true });
    FakeXhr.last.answer(413, { code: 413, msg: "Trop grande" });
    await expect(quiet).rejects.toBeInstanceOf(ApiError);
    expect(toastTexts()).toEqual(["Choisissez une image JPEG, PNG ou WebP"]);
  });

  it("fails with a network error when no envelope came back", async () => {
    const lost = uploadImage(picture);
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toEqual(new NetworkError("ERR_NETWORK"));
    const proxied = uploadImage(picture, { silent: true });
    FakeXhr.last.answer(502, null);
    await expect(proxied).rejects.toEqual(new NetworkError("HTTP 502"));
    expect(toastTexts()).toEqual(["Network error (ERR_NETWORK)"]);
  });

  it("stops the upload when cancelled, without a toast", async () => {
    const controller = new AbortController();
    const uploading = uploadImage(picture, { signal: controller.signal });
    controller.abort();
    await expect(uploading).rejects.toMatchObject({ name: "AbortError" });
    expect(FakeXhr.last.aborted).toBe(true);
    expect(toastTexts()).toEqual([]);
  });

  it("announces an ended session instead of toasting it", async () => {
    const ended = vi.fn();
    const stop = onSessionInvalid(ended);
    const uploading = uploadImage(picture);
    FakeXhr.last.answer(200, { code: 999, msg: "Please log in again" });
    await expect(uploading).rejects.toMatchObject({ code: 999 });
    expect(ended).toHaveBeenCalledWith({ path: "/api/common/image_upload", msg: "Please log in again" });
    expect(toastTexts()).toEqual([]);
    stop();
  });
});

describe("reading uploads and the record", () => {
  it("reads an uploaded picture with the session's token", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(new Response("png bytes")).mockResolvedValueOnce(new Response("", { status: 404 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await (await uploadedImage("/api/common/upload/abc")).text()).toBe("png bytes");
    expect((fetchMock.mock.calls[0]![1]!.headers as Headers).get("authorization")).toBe("tok-1");
    await expect(uploadedImage("/api/common/upload/gone")).rejects.toEqual(new NetworkError("HTTP 404"));
  });

  it("gives null for a user who never sent a record", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValueOnce(new Response(JSON.stringify({ code: 1, msg: "" }))));
    await expect(realNameCenter()).resolves.toBeNull();
  });
});
