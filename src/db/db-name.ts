/** The name of the origin's one IndexedDB database; free of Dexie, so a tab may read it bare. */
export const DB_NAME = "pipwise";
