import { eq, sql } from "drizzle-orm";
import { REVIEW_CERTIFIED, REVIEW_FORM, REVIEW_WAITING } from "#domain/identity.ts";
import type { RealNameRecord, RealNameRequest } from "#domain/contract/identity.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { IDENTITY_MESSAGES } from "../i18n/identity-messages.ts";
import type { Clock } from "../platform/clock.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Db } from "../store/db.ts";
import { realNames } from "../store/schema.ts";
import { uploadIdOf, userUploadUrl } from "../services/uploads/upload-urls.ts";
import { uploadNotFound, type Uploads } from "../services/uploads/uploads.ts";

/** A user's real-name verification: what they sent, and where its review stands. */
export function createRealNames(db: Db, uploads: Uploads, clock: Clock) {
  return {
    async center(userId: number): Promise<RealNameRecord | null> {
      const [row] = await db.select().from(realNames).where(eq(realNames.userId, userId));
      if (!row) return null;
      return {
        name: row.name,
        card_id: row.cardId,
        front_pic: userUploadUrl(row.frontUpload),
        reverse_pic: userUploadUrl(row.reverseUpload),
        review_status: row.reviewStatus as RealNameRecord["review_status"],
        reject_reason: row.rejectReason,
      };
    },

    /**
     * Sends the record for review. Only a record at the form (never sent, or refused) may be sent:
     * the upsert's condition decides that in one statement, so two sends at once store one.
     */
    async submit(userId: number, input: RealNameRequest, lang: LanguageCode): Promise<void> {
      const name = input.name.trim();
      const cardId = input.card_id.trim();
      if (!name) throw new DomainError("invalid", IDENTITY_MESSAGES.nameRequired);
      if (!cardId) throw new DomainError("invalid", IDENTITY_MESSAGES.cardIdRequired);
      const front = uploadIdOf(input.front_pic);
      const reverse = uploadIdOf(input.reverse_pic);
      if (!front || !reverse) throw uploadNotFound();
      if (front === reverse) throw new DomainError("invalid", IDENTITY_MESSAGES.sameImageBothSides);
      const now = new Date(clock.now());
      const record = { name, cardId, frontUpload: front, reverseUpload: reverse, lang, reviewStatus: REVIEW_WAITING, rejectReason: null };
      await db.transaction(async (tx) => {
        await uploads.claim(tx, { userId }, [front, reverse]);
        const stored = await tx
          .insert(realNames)
          .values({ userId, ...record, submittedAt: now })
          .onConflictDoUpdate({
            target: realNames.userId,
            set: { ...record, submittedAt: now, reviewedAt: null, reviewedBy: null },
            setWhere: sql`${realNames.reviewStatus} = ${REVIEW_FORM}`,
          })
          .returning({ userId: realNames.userId });
        if (stored.length === 0) throw await notAtForm(tx, userId);
      });
    },
  };
}

async function notAtForm(tx: Db, userId: number): Promise<DomainError> {
  const [row] = await tx.select({ status: realNames.reviewStatus }).from(realNames).where(eq(realNames.userId, userId));
  return new DomainError("conflict", row?.status === REVIEW_CERTIFIED ? IDENTITY_MESSAGES.realNameCertified : IDENTITY_MESSAGES.realNameWaiting);
}

export type RealNames = ReturnType<typeof createRealNames>;
