import { numeric, timestamp } from "drizzle-orm/pg-core";

/** A point in time, with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Money in USD: NUMERIC(20,6), read and written as decimal strings. */
export const money = (name: string) => numeric(name, { precision: 20, scale: 6 });
