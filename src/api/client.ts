import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CACHED_AT_HEADER } from "#domain/cached-answer.ts";
import type { Route, RouteAnswer, RouteInput } from "#domain/contract/routes/route.ts";
import { CODE_OK, CODE_SESSION_INVALID, isEnvelope, type Envelope } from "#domain/envelope.ts";
import { noteAnswer } from "#state/cached-answers.ts";
import { localeState } from "#state/locale.ts";
import { pushToast } from "#state/toasts.ts";
import { authToken } from "./auth-token.ts";
import { takeEarlyRead } from "./early-reads.ts";
import { ApiError, NetworkError } from "./errors.ts";
import { formFields } from "./form-fields.ts";
import { beginLoading } from "./loading.ts";
import { emitSessionInvalid, isNewsOfEndedSession } from "./session-events.ts";

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  /** A plain object is sent urlencoded; FormData as multipart. */
  body?: Record<string, string | number> | FormData;
  /** Sent as JSON instead of `body`, for payloads a form cannot carry (nested objects). */
  json?: object;
  headers?: Record<string, string>;
  /** Made while the app starts: a 999 then means "not logged in", not "send to /login". */
  initial?: boolean;
  /** Show no toast for this call's errors (the caller reports them itself, or they do not matter). */
  silent?: boolean;
  /** Also toast the server's msg when the call succeeds. */
  toastSuccess?: boolean;
  /** Block the screen with the loading indicator until the answer arrives. */
  loading?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const TRIVIAL_SUCCESS = /^(ok|success|succeeded)$/i;

function buildUrl(path: string, method: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  // The API's contract adds a `t` timestamp to GET and DELETE: it defeats HTTP caches that ignore
  // our cache headers.
  if (method === "GET" || method === "DELETE") params.set("t", String(Date.now()));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Every call's headers: the language, and the session token when there is one. */
export function buildHeaders(extra?: Record<string, string>): Headers {
  const headers = new Headers(extra);
  headers.set("lang", localeState.lang);
  const token = authToken();
  if (token) headers.set("authorization", token);
  return headers;
}

function encodeBody(body: RequestOptions["body"]): BodyInit | undefined {
  if (body === undefined || body instanceof FormData) return body;
  return new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
}

/** An envelope, with when the server sent it if the service worker answered from its cache (ms). */
interface Fetched {
  envelope: Envelope;
  cachedAt: number | undefined;
}

async function fetchEnvelope(url: string, init: RequestInit, options: RequestOptions): Promise<Fetched> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", forwardAbort);
  try {
    if (options.signal?.aborted) forwardAbort();
    const early = init.method === "GET" ? takeEarlyRead(url.split("?")[0]!, localeState.lang, controller.signal) : undefined;
    const response = await (early ?? fetch(url, { ...init, signal: controller.signal }));
    const body: unknown = await response.json().catch(() => undefined);
    if (isEnvelope(body)) {
      const cachedAt = noteAnswer(url.split("?")[0]!, response.headers.get(CACHED_AT_HEADER));
      return { envelope: body, cachedAt };
    }
    throw new NetworkError(response.ok ? "ERR_BAD_RESPONSE" : `HTTP ${response.status}`);
  } catch (error) {
    // Cancelled while the answer was being read (the page left): the unread body is not a server fault.
    if (options.signal?.aborted) throw new DOMException("The call was cancelled", "AbortError");
    if (error instanceof NetworkError) throw error;
    throw new NetworkError(timedOut ? "ERR_TIMEOUT" : "ERR_NETWORK", error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", forwardAbort);
  }
}

/** What the user is told when a call failed; undefined when it did not fail (it was cancelled). */
export function failureText(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const code = error.code;
    return error.message || i18n._(msg`Request failed (${code})`);
  }
  if (error instanceof NetworkError) {
    const code = error.code;
    return i18n._(msg`Network error (${code})`);
  }
  return undefined;
}

/**
 * Settles one call that answers with an envelope, however it travels: resolves with
 * `data` on code 1, rejects with ApiError on any other code (a 999 is announced as the invalid
 * session instead of toasted), NetworkError when no envelope arrived, and an AbortError (never
 * toasted) when the caller cancelled. `send` makes the call; the loading indicator spans it.
 */
export async function settleCall<T>(path: string, options: RequestOptions, send: () => Promise<Envelope>): Promise<T> {
  const endLoading = options.loading ? beginLoading() : undefined;
  const sentWith = authToken();
  try {
    const envelope = await send();
    if (envelope.code === CODE_OK) {
      const text = envelope.msg?.trim();
      if (options.toastSuccess && text && !TRIVIAL_SUCCESS.test(text)) pushToast(text);
      return envelope.data as T;
    }
    const error = new ApiError(envelope.code, envelope.msg ?? "");
    // A 999 for a session the tab has left, or is leaving, speaks of that one, not of the session held.
    if (error.code === CODE_SESSION_INVALID && !options.initial && isNewsOfEndedSession(sentWith)) emitSessionInvalid({ path, msg: error.message });
    throw error;
  } catch (error) {
    // A 999 is announced once by whoever listens for the ended session (or, for an initial call,
    // just means there is none), not by each call that met it.
    const sessionEnded = error instanceof ApiError && error.code === CODE_SESSION_INVALID;
    const text = options.silent || sessionEnded ? undefined : failureText(error);
    if (text) pushToast(text, "error");
    throw error;
  } finally {
    endLoading?.();
  }
}

/** A read's data and, when the service worker answered it from its cache, when the server sent it (ms). */
export interface Answer<T> {
  data: T;
  cachedAt: number | undefined;
}

/** One HTTP call made with fetch, settled as `settleCall` says, with the age of a cached answer. */
export async function requestAnswer<T>(path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const method = options.method ?? "GET";
  const { json } = options;
  const headers = json === undefined ? options.headers : { ...options.headers, "content-type": "application/json" };
  const body = json === undefined ? encodeBody(options.body) : JSON.stringify(json);
  let cachedAt: number | undefined;
  const data = await settleCall<T>(path, options, async () => {
    const fetched = await fetchEnvelope(buildUrl(path, method, options.query), { method, headers: buildHeaders(headers), body }, options);
    cachedAt = fetched.cachedAt;
    return fetched.envelope;
  });
  return { data, cachedAt };
}

/** One HTTP call made with fetch, settled as `settleCall` says. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestAnswer<T>(path, options)).data;
}

export interface CallOptions extends Omit<RequestOptions, "method" | "query" | "body" | "json"> {
  /** Post the input as JSON instead of a form, for inputs a form cannot carry (nested objects). */
  asJson?: boolean;
}

/** A GET sends the input as its query; a POST as a form (only the fields it has), or as JSON. */
function routeOptions(route: Route, input: object, { asJson, ...options }: CallOptions): RequestOptions {
  const method = route.methods[0] ?? "GET";
  if (method === "GET") return { ...options, method, query: input as Record<string, QueryValue> };
  if (asJson) return { ...options, method, json: input };
  const fields = formFields(input);
  return { ...options, method, body: Object.keys(fields).length > 0 ? fields : undefined };
}

/** One call of the route table, by the method the PWA uses for it, with the age of a cached answer. */
export function callAnswer<R extends Route>(route: R, input: RouteInput<R>, options: CallOptions = {}): Promise<Answer<RouteAnswer<R>>> {
  return requestAnswer<RouteAnswer<R>>(route.path, routeOptions(route, input as object, options));
}

/** One call of the route table, answering its data as the table types it. */
export function call<R extends Route>(route: R, input: RouteInput<R>, options: CallOptions = {}): Promise<RouteAnswer<R>> {
  return request<RouteAnswer<R>>(route.path, routeOptions(route, input as object, options));
}
