/** The identity reads: the real-name record and its uploaded pictures. */
import type { RealNameRecord } from "#domain/contract/identity.ts";
import { IDENTITY_ROUTES } from "#domain/contract/routes/identity.ts";
import { buildHeaders, call, type RequestOptions } from "../client.ts";
import { NetworkError } from "../errors.ts";
import type { ReadOptions } from "./read-options.ts";

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
export async function realNameCenter(options: ReadOptions = {}): Promise<RealNameRecord | null> {
  return (await call(IDENTITY_ROUTES.center, {}, options)) ?? null;
}
