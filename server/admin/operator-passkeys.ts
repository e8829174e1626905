import { AUDIT_ACTIONS, type AuditAction } from "#domain/contract/back-office.ts";
import type { PasskeyCreationOptions, PasskeyList, PasskeyRequestOptions, PasskeyView } from "#domain/contract/passkeys.ts";
import { FACTOR_MESSAGES } from "../auth-factors/factor-messages.ts";
import { creationOptions, requestOptions, type RelyingParty } from "../auth-factors/passkey-ceremony.ts";
import { passkeyChecks, type OwnedPasskey } from "../auth-factors/passkey-checks.ts";
import { PASSKEYS_PER_OWNER, passkeyRepo, passkeyView } from "../auth-factors/passkey-rows.ts";
import { countedIfDone } from "../platform/abuse-limits.ts";
import type { Clock } from "../platform/clock.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Db } from "../store/db.ts";
import { writeAudit } from "./audit-log.ts";
import type { Operators } from "./operators.ts";

/**
 * The operators' passkeys (decision 0031): added after the password again, named, removed after
 * the password again, each change with its audit line in its transaction; a log-in with a passkey
 * alone, or as the second step after the password. Their assertions count in the back office's
 * log-in limits, reserved before the check, as a password does.
 */
export function createOperatorPasskeys(db: Db, clock: Clock, operators: Operators) {
  const { limits } = operators;
  const checks = passkeyChecks(db, clock, "operator");
  const { rows, challenges } = checks;
  const refused = () => new DomainError("invalid", FACTOR_MESSAGES.passkeyRefused);

  /** Runs `change` and its audit line in one transaction; false when `change` found nothing of the operator's. */
  function audited(operatorId: number, action: AuditAction, passkeyId: number, change: (tx: Db) => Promise<boolean>, shown: object | null = null): Promise<void> {
    return db.transaction(async (tx) => {
      if (!(await change(tx))) throw new DomainError("not-found", FACTOR_MESSAGES.passkeyUnknown);
      await writeAudit(tx, { operatorId, action, recordType: "passkey", recordId: String(passkeyId), before: null, after: shown, reason: null }, new Date(clock.now()));
    });
  }

  return {
    list: async (operatorId: number): Promise<PasskeyList> => (await rows.listOf(operatorId)).map(passkeyView),

    /** Options for adding a passkey, once the operator's password checked out again. */
    async addOptions(operatorId: number, password: string, rp: RelyingParty, ip: string): Promise<PasskeyCreationOptions> {
      await operators.passwordAgain(operatorId, password, ip);
      const existing = await rows.listOf(operatorId);
      if (existing.length >= PASSKEYS_PER_OWNER) throw new DomainError("invalid", FACTOR_MESSAGES.passkeysFull);
      const operator = (await operators.byId(operatorId))!;
      return { options: await creationOptions(rp, await challenges.issue("operator-add", operatorId), operator.login, existing) };
    },

    /** Keeps the passkey a registration proves, made on a live challenge of this operator (so after the password), under the name given. */
    async add(operatorId: number, rp: RelyingParty, text: string, name: string): Promise<PasskeyView> {
      const proven = await checks.proven(rp, text, "operator-add", operatorId);
      if (!proven) throw refused();
      return db.transaction(async (tx) => {
        const added = await passkeyRepo(tx, "operator").insertWithinCap(operatorId, { ...proven, operatorId, name });
        if (added === "full") throw new DomainError("invalid", FACTOR_MESSAGES.passkeysFull);
        if (!added) throw refused();
        const view = passkeyView(added);
        await writeAudit(tx, { operatorId, action: AUDIT_ACTIONS.operatorPasskeyAdd, recordType: "passkey", recordId: String(added.id), before: null, after: view, reason: null }, new Date(clock.now()));
        return view;
      });
    },

    rename: (operatorId: number, id: number, name: string) =>
      audited(operatorId, AUDIT_ACTIONS.operatorPasskeyRename, id, (tx) => passkeyRepo(tx, "operator").rename(operatorId, id, name), { name }),

    async remove(operatorId: number, id: number, password: string, ip: string): Promise<void> {
      await operators.passwordAgain(operatorId, password, ip);
      await audited(operatorId, AUDIT_ACTIONS.operatorPasskeyRemove, id, (tx) => passkeyRepo(tx, "operator").remove(operatorId, id));
    },

    /** The second step of the password log-in: options naming the operator's passkeys, bound to them; null when they have none. */
    async passkeyStep(operatorId: number, rp: RelyingParty): Promise<PasskeyRequestOptions | null> {
      const own = await rows.listOf(operatorId);
      return own.length === 0 ? null : { options: await requestOptions(rp, await challenges.issue("operator-login", operatorId), own) };
    },

    /** Options naming no passkey, so the browser offers the site's own; each stores a challenge, so they are limited per address. */
    loginOptions(rp: RelyingParty, ip: string): Promise<PasskeyRequestOptions> {
      const group = { entries: [[limits.passkeyOptionsPerIp, ip]] as const, descriptor: FACTOR_MESSAGES.passkeyLoginsLimited, unit: "seconds" } as const;
      return countedIfDone(group, async () => ({ options: await requestOptions(rp, await challenges.issue("operator-login", null), []) }));
    },

    /** The operator's passkey the assertion proves, checked on a failure slot of their log-in; one naming no operator counts against the address. */
    async login(rp: RelyingParty, text: string, ip: string): Promise<OwnedPasskey & { login: string }> {
      const row = await checks.named(text);
      const operator = row && (await operators.byId(row.ownerId));
      if (!row || !operator) {
        await limits.countAgainstAddress(ip);
        throw refused();
      }
      await limits.checked(operator.login, ip, () => checks.answered(rp, text, "operator-login", row), FACTOR_MESSAGES.passkeyRefused);
      return { ...row, login: operator.login };
    },
  };
}

export type OperatorPasskeys = ReturnType<typeof createOperatorPasskeys>;
