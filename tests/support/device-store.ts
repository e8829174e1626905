import type { Page } from "@playwright/test";
import { HOME_SNAPSHOT_KEY, withSnapshotQuotes, type HomeSnapshot } from "#data/market/home-snapshot.ts";
import type { Quote } from "#domain/instrument.ts";

/** Every row of one table of the device's IndexedDB ("orders", "books"), as the page stored it. */
export function storedRows(page: Page, table: string): Promise<unknown[]> {
  return page.evaluate((name) => new Promise<unknown[]>((resolve, reject) => {
    const opening = indexedDB.open("pipwise");
    // Not there yet: the worker's Dexie creates it. Created empty here, it would hold Dexie's upgrade.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => (opening.error?.name === "AbortError" ? resolve([]) : reject(opening.error));
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains(name)) {
        db.close();
        return resolve([]);
      }
      const reading = db.transaction(name).objectStore(name).getAll();
      reading.onsuccess = () => {
        db.close();
        resolve(reading.result);
      };
    };
  }), table);
}

/**
 * The quotes a return visit starts from: the device's store, with the live ones home kept in
 * localStorage when the app was hidden where they are newer (decision 0036).
 */
export async function keptQuotes(page: Page): Promise<Quote[]> {
  const snapshot = await page.evaluate((key) => localStorage.getItem(key), HOME_SNAPSHOT_KEY);
  return withSnapshotQuotes((await storedRows(page, "quotes")) as Quote[], snapshot ? (JSON.parse(snapshot) as HomeSnapshot) : undefined);
}
