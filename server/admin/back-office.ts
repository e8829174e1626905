import type { ReviewStatus } from "../../src/domain/identity.ts";
import { IDENTITY_MESSAGES } from "../i18n/identity-messages.ts";
import type { UserTeller } from "../identity/tell-user.ts";
import type { Clock } from "../platform/clock.ts";
import type { Uploads } from "../services/uploads/uploads.ts";
import type { Db } from "../store/db.ts";
import { auditPage } from "./audit-log.ts";
import { createIdentityReviews, type IdentityDecision } from "./identity-reviews.ts";
import { createOperators } from "./operators.ts";

/** What operators do in the back office: log in, see the queues, decide records, read the audit log. */
export function createBackOffice({ db, clock, uploads, tell }: { db: Db; clock: Clock; uploads: Uploads; tell: UserTeller }) {
  const identities = createIdentityReviews(db);
  return {
    operators: createOperators(db, clock),
    queues: async () => ({ identities: await identities.waiting() }),
    identities: (status: ReviewStatus, page: number) => identities.page(status, page),
    async decideIdentity(operatorId: number, userId: number, decision: IdentityDecision): Promise<void> {
      const decided = await identities.decide(operatorId, userId, decision, new Date(clock.now()));
      const notice = { Notice: "review", Kind: "real-name", Status: decided.status, Reason: decided.reason } as const;
      tell(userId, {
        notice,
        lang: decided.lang,
        ...(decision.approve
          ? { subject: IDENTITY_MESSAGES.identityApprovedSubject, body: IDENTITY_MESSAGES.identityApprovedBody }
          : { subject: IDENTITY_MESSAGES.identityRejectedSubject, body: IDENTITY_MESSAGES.identityRejectedBody, values: { reason: decision.reason } }),
      });
    },
    audit: (page: number) => auditPage(db, page),
    upload: (id: string) => uploads.read(id, "operator"),
  };
}

export type BackOffice = ReturnType<typeof createBackOffice>;
