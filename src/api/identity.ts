import type { RealNameRecord, RealNameRequest, UploadResponse } from "../domain/contract/identity.ts";
import { buildHeaders, request, settleCall, type RequestOptions } from "./client.ts";
import { NetworkError } from "./errors.ts";
import { formFields } from "./form-fields.ts";
import { postWithProgress } from "./xhr-envelope.ts";

const UPLOAD_PATH = "/api/common/image_upload";
/** A picture may be megabytes (UPLOAD_MAX_BYTES): over a weak mobile link that takes well over the usual 20 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions extends Pick<RequestOptions, "signal" | "silent"> {
  /** Share of the picture sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/**
 * Sends one picture (multipart, one part named `file`) and resolves with its opaque url. The
 * server refuses one too large (413) or not a JPEG, PNG or WebP by content (415) with its reason.
 */
export function uploadImage(file: Blob, { onProgress, signal, silent }: UploadOptions = {}): Promise<string> {
  const body = new FormData();
  body.append("file", file, "image");
  const options = { method: "POST", signal, silent } as const;
  const answer = settleCall<UploadResponse>(UPLOAD_PATH, options, () =>
    postWithProgress(UPLOAD_PATH, body, { headers: buildHeaders(), onProgress, signal, timeoutMs: UPLOAD_TIMEOUT_MS }),
  );
  return answer.then(({ url }) => url);
}

/**
 * The picture behind an upload url. Only its uploader may read it (with the authorization header),
 * so it cannot be an <img src> of its own.
 */
export async function uploadedImage(url: string, { signal }: Pick<RequestOptions, "signal"> = {}): Promise<Blob> {
  const response = await fetch(url, { headers: buildHeaders(), signal });
  if (!response.ok) throw new NetworkError(`HTTP ${response.status}`);
  return response.blob();
}

/** The user's real-name record; null when they never sent one. */
export function realNameCenter(options: Pick<RequestOptions, "signal" | "silent"> = {}): Promise<RealNameRecord | null> {
  return request<RealNameRecord | null>("/api/user_real/center", options).then((record) => record ?? null);
}

export function submitRealName(fields: RealNameRequest): Promise<void> {
  return request<void>("/api/user_real/real_name", { method: "POST", loading: true, toastSuccess: true, body: formFields(fields) });
}
