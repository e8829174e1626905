import { getCatalogs } from "@lingui/cli/api";
import type { LinguiConfigNormalized } from "@lingui/conf";

/** Per locale: messages the code uses that its catalog lacks, and catalog entries the code no longer uses. */
export type CatalogDrift = Record<string, { missing: string[]; obsolete: string[] }>;

/**
 * Extracts the messages from the code in memory, as `lingui extract` would, and compares them
 * with the catalogs on disk without writing anything.
 */
export async function catalogDrift(config: LinguiConfigNormalized): Promise<CatalogDrift> {
  const drift: CatalogDrift = {};
  for (const catalog of await getCatalogs(config)) {
    const inCode = (await catalog.collect()) ?? {};
    for (const [locale, entries] of Object.entries(await catalog.readAll())) {
      const onDisk = entries ?? {};
      const found = (drift[locale] ??= { missing: [], obsolete: [] });
      for (const [id, message] of Object.entries(inCode)) if (!(id in onDisk)) found.missing.push(message.message ?? id);
      for (const [id, entry] of Object.entries(onDisk)) if (!(id in inCode)) found.obsolete.push(entry.message ?? id);
    }
  }
  return drift;
}
