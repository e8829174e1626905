import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "#server/store/db.ts";
import { uploads } from "#server/store/schema.ts";
import { IDENTITY_MESSAGES } from "#server/i18n/identity-messages.ts";
import { createLimiter, enforce } from "#server/platform/abuse-limits.ts";
import type { Clock } from "#server/platform/clock.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import type { LimitStore } from "#server/platform/limit-store.ts";
import { intakeImage } from "./image-intake.ts";
import type { ImageType } from "./image-type.ts";
import { operatorUploadUrl, UPLOAD_ID, userUploadUrl } from "./upload-urls.ts";

const HOUR = 3_600_000;
/** An upload no record uses this long after it came is removed. */
export const UNREFERENCED_TTL_MS = 24 * HOUR;
/** Uploads one user (or operator) may send per hour: enough to retake every picture many times, too few to fill a disk. */
export const UPLOADS_PER_USER_PER_HOUR = 30;

export interface StoredImage {
  type: ImageType;
  data: Buffer;
}

/** Who reads an upload: its owner, or an operator (who may read any). */
export type UploadReader = { userId: number } | "operator";

/** Who sent an upload: a user, or an operator (a news cover). */
export type UploadOwner = { userId: number } | { operatorId: number };

/** Whose uploads a record may use: a user's own, or any operator's (operators share their covers). */
export type UploadClaimer = { userId: number } | "operators";

export const uploadNotFound = () => new DomainError("not-found", IDENTITY_MESSAGES.uploadNotFound);

/** Images kept as private files in `dir` (never in the static root), one row each saying whose they are. */
export function createUploads(db: Db, dir: string, clock: Clock, limitStore: LimitStore) {
  const perSender = createLimiter(limitStore, "uploadsPerSender", UPLOADS_PER_USER_PER_HOUR, HOUR);
  const ready = mkdir(dir, { recursive: true, mode: 0o700 });
  const fileOf = (id: string) => join(dir, id);

  return {
    /** Checks, re-encodes and keeps `bytes` for `owner`; returns the url to send back in a record. */
    async save(owner: UploadOwner, bytes: Buffer): Promise<{ url: string }> {
      const key = "userId" in owner ? `user:${owner.userId}` : `operator:${owner.operatorId}`;
      enforce(await perSender.take(key), IDENTITY_MESSAGES.uploadsTooMany, "minutes");
      const image = await intakeImage(bytes);
      const id = randomBytes(16).toString("base64url");
      await ready;
      await writeFile(fileOf(id), image.data, { mode: 0o600, flag: "wx" });
      try {
        await db.insert(uploads).values({
          id,
          ...owner,
          mime: image.type,
          bytes: image.data.length,
          width: image.width,
          height: image.height,
          createdAt: new Date(clock.now()),
        });
      } catch (error) {
        await rm(fileOf(id), { force: true });
        throw error;
      }
      return { url: "userId" in owner ? userUploadUrl(id) : operatorUploadUrl(id) };
    },

    /** The image, when `reader` may see it; another user's upload reads as missing. */
    async read(id: string, reader: UploadReader): Promise<StoredImage | null> {
      if (!UPLOAD_ID.test(id)) return null;
      const [row] = await db.select({ userId: uploads.userId, mime: uploads.mime }).from(uploads).where(eq(uploads.id, id));
      if (!row || (reader !== "operator" && row.userId !== reader.userId)) return null;
      return { type: row.mime as ImageType, data: await readFile(fileOf(id)) };
    },

    /**
     * Marks the uploads `ids` as used by a record of `by`, in the record's transaction; refuses with
     * `missing` when any is someone else's or gone, so a record never points at another user's
     * picture, and a news cover is never a user's.
     */
    async claim(tx: Db, by: UploadClaimer, ids: readonly string[], missing = uploadNotFound): Promise<void> {
      const owned = by === "operators" ? isNotNull(uploads.operatorId) : eq(uploads.userId, by.userId);
      const claimed = await tx
        .update(uploads)
        .set({ referencedAt: sql`coalesce(${uploads.referencedAt}, ${new Date(clock.now())})` })
        .where(and(inArray(uploads.id, [...ids]), owned))
        .returning({ id: uploads.id });
      if (claimed.length !== new Set(ids).size) throw missing();
    },

    /** Removes the uploads nobody used within a day of sending them, rows first, then their files. */
    async sweep(): Promise<number> {
      const cutoff = new Date(clock.now() - UNREFERENCED_TTL_MS);
      const gone = await db
        .delete(uploads)
        .where(and(isNull(uploads.referencedAt), lt(uploads.createdAt, cutoff)))
        .returning({ id: uploads.id });
      await Promise.all(gone.map(({ id }) => rm(fileOf(id), { force: true })));
      return gone.length;
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
