/** The identity actions: uploading a document picture and sending the real-name form. */
import type { RealNameRequest } from "#domain/contract/identity.ts";
import { IDENTITY_ROUTES } from "#domain/contract/routes/identity.ts";
import type { RouteAnswer } from "#domain/contract/routes/route.ts";
import { buildHeaders, call, settleCall, type RequestOptions } from "./client.ts";
import { postWithProgress } from "./xhr-envelope.ts";

const UPLOAD = IDENTITY_ROUTES.upload;
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
  const answer = settleCall<RouteAnswer<typeof UPLOAD>>(UPLOAD.path, options, () =>
    postWithProgress(UPLOAD.path, body, { headers: buildHeaders(), onProgress, signal, timeoutMs: UPLOAD_TIMEOUT_MS }),
  );
  return answer.then(({ url }) => url);
}

export async function submitRealName(fields: RealNameRequest): Promise<void> {
  await call(IDENTITY_ROUTES.realName, fields, { loading: true, toastSuccess: true });
}
