import { PipwiseDb } from "./schema.ts";

/** The one database of this origin, shared by every tab and the realtime worker. */
export const db = new PipwiseDb();
