import type { ChannelInput, WireBankInput } from "#domain/contract/back-office-funds.ts";
import type { DepositStatus } from "#domain/funds.ts";
import type { ReviewStatus } from "#domain/identity.ts";
import { quantity, usdAmount } from "#domain/format/number-value.ts";
import { FUNDS_MESSAGES } from "../i18n/funds-messages.ts";
import { IDENTITY_MESSAGES } from "../i18n/identity-messages.ts";
import type { UserTeller } from "../identity/tell-user.ts";
import type { Clock } from "../platform/clock.ts";
import type { LimitStore } from "../platform/limit-store.ts";
import type { Uploads } from "../services/uploads/uploads.ts";
import type { Db } from "../store/db.ts";
import { auditPage } from "./audit-log.ts";
import { lookUpUser } from "./user-lookup.ts";
import { LEDGER_MEMOS, type LedgerMemo } from "../ledger/ledger-memos.ts";
import { WITHDRAW_STATUS_NAMES } from "../funds/withdrawals.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { createDepositReviews, type DepositDecision, type WithAccount } from "./deposit-reviews.ts";
import { createFundsConfig } from "./funds-config.ts";
import { createBackOfficeWithdrawals } from "./back-office-withdrawals.ts";
import type { Translator } from "../i18n/translator.ts";
import { createIdentityReviews, type IdentityDecision } from "./identity-reviews.ts";
import { createNewsEditing } from "./news-editing.ts";
import { createCompanyEditing } from "./company-editing.ts";
import { saveSiteSettings } from "./site-settings-editing.ts";
import { readSiteSettings } from "../company/site-settings.ts";
import type { SiteSettings } from "#domain/contract/company.ts";
import { createOperatorPasskeys } from "./operator-passkeys.ts";
import { createOperators } from "./operators.ts";
import { createUserFactorOps, type UserFactorDeps } from "./user-factors.ts";

interface BackOfficeDeps {
  db: Db;
  clock: Clock;
  /** Where the operators' log-in limits count. */
  limitStore: LimitStore;
  uploads: Uploads;
  tell: UserTeller;
  /** The engine's account lock: a credit must be seen by the risk monitor like any other balance change. */
  withAccount: WithAccount;
  translator: Translator;
  /** Withdrawals of more than this many USD need two different operators. */
  withdrawSecondApprovalAbove: number;
  /** Tells a user, after the commit, that an operator turned their authenticator app off. */
  tellTotpTurnedOff: UserFactorDeps["tellTotpTurnedOff"];
}

/** What operators do in the back office: log in (with passkeys too), see the queues, decide records, turn off a user's second factor, configure funds, write news, manage companies and site settings, read the audit log. */
export function createBackOffice({ db, clock, limitStore, uploads, tell, withAccount, translator, withdrawSecondApprovalAbove, tellTotpTurnedOff }: BackOfficeDeps) {
  const identities = createIdentityReviews(db);
  const deposits = createDepositReviews(db, withAccount);
  const funds = createFundsConfig(db);
  const now = () => new Date(clock.now());
  const userFactorOps = createUserFactorOps({ db, now, tellTotpTurnedOff });
  const operators = createOperators(db, clock, limitStore);
  const withdrawals = createBackOfficeWithdrawals({ db, withAccount, tell, translator, funds, now, secondApprovalAbove: withdrawSecondApprovalAbove });
  return {
    ...withdrawals,
    operators,
    operatorPasskeys: createOperatorPasskeys(db, clock, operators),
    queues: async () => ({ identities: await identities.waiting(), deposits: await deposits.unchecked(), withdrawals: await withdrawals.waitingWithdrawals() }),
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
    deposits: (status: DepositStatus, page: number) => deposits.page(status, page),
    async decideDeposit(operatorId: number, id: number, decision: DepositDecision): Promise<void> {
      const decided = await deposits.decide(operatorId, id, decision, now());
      const values = { number: quantity(decided.number), currency: decided.currency, credit: usdAmount(decided.credit ?? ""), remark: decided.remark ?? "" };
      const words = {
        approve: { subject: FUNDS_MESSAGES.depositApprovedSubject, body: FUNDS_MESSAGES.depositApprovedBody },
        reject: { subject: FUNDS_MESSAGES.depositRejectedSubject, body: FUNDS_MESSAGES.depositRejectedBody },
        invalid: { subject: FUNDS_MESSAGES.depositInvalidSubject, body: FUNDS_MESSAGES.depositInvalidBody },
      }[decision.kind];
      tell(decided.userId, { notice: { Notice: "review", Kind: "deposit", Status: decided.status, Reason: decided.remark }, lang: decided.lang, ...words, values });
    },
    channels: funds.channels,
    saveChannel: (operatorId: number, id: number | null, input: ChannelInput) => funds.saveChannel(operatorId, id, input, now()),
    wireBanks: funds.wireBanks,
    saveWireBank: (operatorId: number, id: number | null, input: WireBankInput) => funds.saveWireBank(operatorId, id, input, now()),
    audit: (page: number) => auditPage(db, page),
    /** The user page: found by uid, e-mail or mobile, its statuses and memos in the operator's language. */
    user: (q: string, lang: LanguageCode) =>
      lookUpUser(db, q, {
        status: (status) => translator.translate(lang, WITHDRAW_STATUS_NAMES[status]),
        memo: (key) => (key in LEDGER_MEMOS ? translator.translate(lang, LEDGER_MEMOS[key as LedgerMemo]) : key),
      }),
    turnOffUserTotp: userFactorOps.turnOffTotp,
    upload: (id: string) => uploads.read(id, "operator"),
    news: createNewsEditing(db, uploads, clock),
    companies: createCompanyEditing(db, uploads, clock),
    siteSettings: () => readSiteSettings(db),
    saveSiteSettings: (operatorId: number, input: SiteSettings) => saveSiteSettings(db, operatorId, input, now()),
  };
}

export type BackOffice = ReturnType<typeof createBackOffice>;
