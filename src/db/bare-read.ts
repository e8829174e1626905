import { DB_NAME } from "./db-name.ts";

/**
 * Reading what the device kept straight from IndexedDB, in the tab and without Dexie, so a page
 * load shows it before the realtime worker (where Dexie runs) has even started. Read-only: a
 * database that does not exist yet is left for Dexie to create, and every failure reads as "nothing kept".
 */

function openExisting(): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    const opening = indexedDB.open(DB_NAME);
    // Created empty here, the database would have a version Dexie never wrote; aborting leaves none.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => resolve(undefined);
    opening.onsuccess = () => {
      const db = opening.result;
      // Never stand in the way of the worker's schema upgrade.
      db.onversionchange = () => db.close();
      resolve(db);
    };
  });
}

export function answer<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `read` in one read-only transaction over `stores`; undefined when the database or a store is missing. */
export async function readStores<T>(stores: string[], read: (tx: IDBTransaction) => Promise<T>): Promise<T | undefined> {
  let db: IDBDatabase | undefined;
  try {
    db = await openExisting();
    return db ? await read(db.transaction(stores, "readonly")) : undefined;
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}
