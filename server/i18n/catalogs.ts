import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Messages } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { SOURCE_LOCALE } from "#domain/locales.ts";

const po = formatter();

/** Where, under the locales directory, the server's own catalogs are (see lingui.config.ts). */
export const SERVER_CATALOGS = "server";

/**
 * Compiled translations of one catalog (locales/<locale>.po or locales/server/<locale>.po). Messages
 * without a translation are left out so the source text in the descriptor is used instead; a
 * catalog that does not exist yet is an empty one.
 */
export async function loadCatalog(localesDir: string, locale: string): Promise<Messages> {
  const filename = join(localesDir, `${locale}.po`);
  let content: string;
  try {
    content = await readFile(filename, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
  const catalog = await po.parse(content, { locale, sourceLocale: SOURCE_LOCALE, filename });
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.translation) messages[id] = compileMessage(entry.translation);
  }
  return messages;
}
