import type { LanguageCode } from "#domain/locales.ts";
import { SOCKET_PATH } from "#domain/socket-protocol.ts";

/** ws(s)://<host of the page>/v1/ws?lang=xx — the worker's own URL names the page's origin. */
export function socketUrl(base: string, lang: LanguageCode): string {
  const url = new URL(SOCKET_PATH, base);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("lang", lang);
  return url.href;
}
