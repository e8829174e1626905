import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/store/db.ts";
import { serverSecrets } from "#server/store/schema.ts";

export interface VapidKeys {
  /** base64url: the uncompressed P-256 point browsers are given as applicationServerKey. */
  publicKey: string;
  privateKey: string;
  subject: string;
}

const SECRET_NAME = "vapid";

/**
 * The keys that sign push messages: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, otherwise a pair
 * made on first start and kept in the database. Subscriptions are bound to the public key, so it
 * must not change between restarts or between processes: the first process to store one wins.
 */
export async function loadVapidKeys(db: Db, config: Pick<Config, "vapid" | "vapidSubject">, now: Date): Promise<VapidKeys> {
  if (config.vapid) return { ...config.vapid, subject: config.vapidSubject };
  const read = async () => (await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME)))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(serverSecrets)
      .values({ name: SECRET_NAME, value: JSON.stringify(webpush.generateVAPIDKeys()), createdAt: now })
      .onConflictDoNothing({ target: serverSecrets.name });
    row = await read();
  }
  const stored = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: config.vapidSubject };
}
