/** The server answered with an envelope whose code is not 1; `msg` is already in the user's language. */
export class ApiError extends Error {
  readonly code: number;

  constructor(code: number, msg: string) {
    super(msg);
    this.name = "ApiError";
    this.code = code;
  }
}

/**
 * No usable envelope came back: the request failed, timed out, or the answer was not ours
 * (an HTTP error page from a proxy). `code` is what the toast shows, e.g. "ERR_NETWORK", "HTTP 502".
 */
export class NetworkError extends Error {
  readonly code: string;

  constructor(code: string, cause?: unknown) {
    super(code, { cause });
    this.name = "NetworkError";
    this.code = code;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
