import type { RealNameRecord } from "../../domain/contract/identity.ts";
import { buildHeaders, request, type RequestOptions } from "../client.ts";
import { NetworkError } from "../errors.ts";

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
