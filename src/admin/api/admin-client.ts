import { BACK_OFFICE_API } from "#domain/contract/back-office.ts";
import type { Route, RouteAnswer, RouteCall } from "#domain/contract/routes/route.ts";
import { CODE_OK, CODE_SESSION_INVALID, isEnvelope, type Envelope } from "#domain/envelope.ts";
import { fillPath } from "./route-path.ts";

/** The code of an AdminApiError when no envelope came back: the network failed, timed out, or a proxy answered. */
export const NO_ENVELOPE = 0;

/** A call that did not succeed: the envelope's code and its msg (already in the operator's language). */
export class AdminApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

export interface AdminTransport {
  fetch: typeof fetch;
  token: () => string | null;
  /** The back office's language code, sent as the `lang` header so the server's msg comes translated. */
  lang: () => string;
  /** A 999: the operator's session is gone (expired, revoked, logged out elsewhere). */
  onSessionInvalid: () => void;
  timeoutMs?: number;
}

const TIMEOUT_MS = 20_000;

function withQuery(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The back office's HTTP client: the operator's token and language on every call, the envelope
 * unwrapped, a 999 reported once to whoever ends the session. The token is only ever sent to the
 * back office's own API, whatever path a record hands us.
 */
export function createAdminClient(transport: AdminTransport) {
  async function send(path: string, init: RequestInit & { signal?: AbortSignal }): Promise<Response> {
    if (!path.startsWith(`${BACK_OFFICE_API}/`)) throw new Error(`not a back office path: ${path}`);
    const headers = new Headers(init.headers);
    headers.set("lang", transport.lang());
    const token = transport.token();
    if (token) headers.set("authorization", token);
    const timeout = AbortSignal.timeout(transport.timeoutMs ?? TIMEOUT_MS);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      return await transport.fetch(path, { ...init, headers, signal });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new AdminApiError(NO_ENVELOPE, "");
    }
  }

  function fail(envelope: Envelope | undefined, status: number): never {
    if (!envelope) throw new AdminApiError(NO_ENVELOPE, `HTTP ${status}`);
    if (envelope.code === CODE_SESSION_INVALID) transport.onSessionInvalid();
    throw new AdminApiError(envelope.code, envelope.msg ?? "");
  }

  async function readEnvelope(response: Response): Promise<Envelope | undefined> {
    const body: unknown = await response.json().catch(() => undefined);
    return isEnvelope(body) ? body : undefined;
  }

  /** What goes over the wire: a GET's query, a POST's JSON (none when nothing is left to send), a file's multipart form as it is. */
  function request(route: Route, input: object): { url: string; init: RequestInit } {
    const method = route.methods[0] ?? "GET";
    // The browser writes a multipart body's content type and boundary.
    if (input instanceof FormData) return { url: route.path, init: { method, body: input } };
    const { path, rest } = fillPath(route.path, input);
    if (method === "GET") return { url: withQuery(path, rest), init: { method } };
    if (Object.keys(rest).length === 0) return { url: path, init: { method } };
    return { url: path, init: { method, headers: { "content-type": "application/json" }, body: JSON.stringify(rest) } };
  }

  /** One call of the route table in the envelope contract: its answer on code 1, an AdminApiError otherwise. */
  async function call<R extends Route>(route: R, input: RouteCall<R>, signal?: AbortSignal): Promise<RouteAnswer<R>> {
    const { url, init } = request(route, input as object);
    const response = await send(url, { ...init, signal });
    const envelope = await readEnvelope(response);
    if (envelope?.code !== CODE_OK) fail(envelope, response.status);
    return envelope.data as RouteAnswer<R>;
  }

  /** A file the API serves only to an operator (an ID picture): its bytes, or the envelope's refusal. */
  async function blob(path: string, signal?: AbortSignal): Promise<Blob> {
    const response = await send(path, { signal });
    const type = response.headers.get("content-type") ?? "";
    if (response.ok && !type.includes("json")) return response.blob();
    fail(await readEnvelope(response), response.status);
  }

  return { call, blob };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
