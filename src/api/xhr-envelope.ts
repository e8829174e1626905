import { isEnvelope, type Envelope } from "#domain/envelope.ts";
import { NetworkError } from "./errors.ts";

export interface XhrSendOptions {
  headers: Headers;
  /** Share of the body sent so far, 0 to 1; only called when the browser knows the total. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
  timeoutMs: number;
}

const cancelled = () => new DOMException("The call was cancelled", "AbortError");

/**
 * POSTs `body` with XMLHttpRequest, because fetch cannot report upload progress, and resolves
 * with the envelope of the answer. Fails the way the fetch client does: NetworkError when no
 * envelope came back (with "HTTP 413" and the like from a proxy), AbortError when cancelled.
 */
export function postWithProgress(url: string, body: FormData, options: XhrSendOptions): Promise<Envelope> {
  return new Promise((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) return reject(cancelled());
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener("abort", abort);
      outcome();
    };
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.timeout = options.timeoutMs;
    options.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      settle(() => {
        // responseType "json" leaves null when the answer was not JSON (a proxy's error page).
        const answer: unknown = xhr.response;
        if (isEnvelope(answer)) resolve(answer);
        else reject(new NetworkError(xhr.status >= 200 && xhr.status < 300 ? "ERR_BAD_RESPONSE" : `HTTP ${xhr.status}`));
      });
    xhr.onerror = () => settle(() => reject(new NetworkError("ERR_NETWORK")));
    xhr.ontimeout = () => settle(() => reject(new NetworkError("ERR_TIMEOUT")));
    xhr.onabort = () => settle(() => reject(cancelled()));
    signal?.addEventListener("abort", abort);
    xhr.send(body);
  });
}
