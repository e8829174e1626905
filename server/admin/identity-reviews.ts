import { and, count, desc, eq } from "drizzle-orm";
import { AUDIT_ACTIONS, type IdentityReview } from "#domain/contract/back-office.ts";
import { REVIEW_CERTIFIED, REVIEW_FORM, REVIEW_WAITING, type ReviewStatus } from "#domain/identity.ts";
import { IDENTITY_MESSAGES } from "../i18n/identity-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Db } from "../store/db.ts";
import { realNames, users } from "../store/schema.ts";
import { operatorUploadUrl } from "../services/uploads/upload-urls.ts";
import { PAGE_SIZE, writeAudit } from "./audit-log.ts";

export type IdentityDecision = { approve: true } | { approve: false; reason: string };

/** What was decided, for telling the user. */
export interface DecidedIdentity {
  userId: number;
  status: ReviewStatus;
  reason: string | null;
  lang: string;
}

const reviewOf = (row: typeof realNames.$inferSelect, user: { uid: string; email: string | null; mobile: string | null }): IdentityReview => ({
  user_id: row.userId,
  uid: user.uid,
  email: user.email,
  mobile: user.mobile,
  name: row.name,
  card_id: row.cardId,
  front_pic: operatorUploadUrl(row.frontUpload),
  reverse_pic: operatorUploadUrl(row.reverseUpload),
  review_status: row.reviewStatus as ReviewStatus,
  reject_reason: row.rejectReason,
  submitted_at: row.submittedAt.toISOString(),
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
});

/** The operators' side of real-name verification: the queue, and deciding a record exactly once. */
export function createIdentityReviews(db: Db) {
  return {
    async waiting(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(realNames).where(eq(realNames.reviewStatus, REVIEW_WAITING));
      return row?.n ?? 0;
    },

    /** Oldest first while waiting (first come, first served); newest first for decided ones. */
    async page(status: ReviewStatus, page: number): Promise<{ data: IdentityReview[]; total: number }> {
      const rows = await db
        .select({ row: realNames, uid: users.uid, email: users.email, mobile: users.mobile })
        .from(realNames)
        .innerJoin(users, eq(users.id, realNames.userId))
        .where(eq(realNames.reviewStatus, status))
        .orderBy(status === REVIEW_WAITING ? realNames.submittedAt : desc(realNames.reviewedAt))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(realNames).where(eq(realNames.reviewStatus, status));
      return { data: rows.map(({ row, ...user }) => reviewOf(row, user)), total: total?.n ?? 0 };
    },

    /**
     * Approves or refuses a waiting record. The update only matches while the record waits, so of
     * two operators deciding at once one wins and the other is told it was decided; the audit
     * line is written in the same transaction.
     */
    async decide(operatorId: number, userId: number, decision: IdentityDecision, now: Date): Promise<DecidedIdentity> {
      const status = decision.approve ? REVIEW_CERTIFIED : REVIEW_FORM;
      const reason = decision.approve ? null : decision.reason.trim();
      return db.transaction(async (tx) => {
        const [decided] = await tx
          .update(realNames)
          .set({ reviewStatus: status, rejectReason: reason, reviewedAt: now, reviewedBy: operatorId })
          .where(and(eq(realNames.userId, userId), eq(realNames.reviewStatus, REVIEW_WAITING)))
          .returning();
        if (!decided) {
          const [exists] = await tx.select({ userId: realNames.userId }).from(realNames).where(eq(realNames.userId, userId));
          throw exists
            ? new DomainError("conflict", IDENTITY_MESSAGES.identityNotWaiting)
            : new DomainError("not-found", IDENTITY_MESSAGES.identityNotFound, { id: userId });
        }
        await writeAudit(
          tx,
          {
            operatorId,
            action: decision.approve ? AUDIT_ACTIONS.identityApprove : AUDIT_ACTIONS.identityReject,
            recordType: "real_name",
            recordId: String(userId),
            before: { review_status: REVIEW_WAITING, name: decided.name, card_id: decided.cardId },
            after: { review_status: status, reject_reason: reason },
            reason,
          },
          now,
        );
        return { userId, status, reason, lang: decided.lang };
      });
    },
  };
}

export type IdentityReviews = ReturnType<typeof createIdentityReviews>;
