import type { Page } from "@playwright/test";

/** Every row of one table of the device's IndexedDB ("orders", "books"), as the page stored it. */
export function storedRows(page: Page, table: string): Promise<unknown[]> {
  return page.evaluate((name) => new Promise<unknown[]>((resolve, reject) => {
    const opening = indexedDB.open("pipwise");
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const db = opening.result;
      const reading = db.transaction(name).objectStore(name).getAll();
      reading.onsuccess = () => {
        db.close();
        resolve(reading.result);
      };
    };
  }), table);
}
