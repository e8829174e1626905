import type { RealNameRequest, UploadResponse } from "../domain/contract/identity.ts";
import { buildHeaders, request, settleCall, type RequestOptions } from "./client.ts";
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

export function submitRealName(fields: RealNameRequest): Promise<void> {
  return request<void>("/api/user_real/real_name", { method: "POST", loading: true, toastSuccess: true, body: formFields(fields) });
}
