import type { MessageDescriptor } from "@lingui/core";
import { ZxcvbnFactory, type MatchExtended } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";

/** zxcvbn's 0–4 score a password needs: 3 is "safely unguessable" (about 10⁸ guesses and up). */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The characters the estimator judges: its work grows steeply with the input and with the l33t
 * substitutions it tries (the default of 100 costs a quarter of a second on 64 characters full of
 * l33t symbols; 2 still sees "P@ssw0rd"). More characters only add guesses, so a password whose
 * first 32 are hard to guess is.
 */
export const SCORED_LENGTH = 32;
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: SCORED_LENGTH, l33tMaxSubstitutions: 2 });

/** Why a weak password is weak, told by the pattern that makes it guessable (zxcvbn's own feedback is English only). */
function reasonOf(match: MatchExtended): MessageDescriptor | null {
  switch (match.pattern) {
    case "repeat":
      return ACCOUNT_MESSAGES.passwordRepeats;
    case "sequence":
      return ACCOUNT_MESSAGES.passwordSequence;
    case "spatial":
      return ACCOUNT_MESSAGES.passwordKeyboard;
    case "date":
    case "regex":
      return ACCOUNT_MESSAGES.passwordDates;
    case "dictionary":
      return match.dictionaryName === "userInputs" ? ACCOUNT_MESSAGES.passwordHasAccount : ACCOUNT_MESSAGES.passwordCommon;
    default:
      return null;
  }
}

/**
 * Null when `password` is strong enough; otherwise the translated reason, from the longest
 * guessable part of it. `account` (the e-mail or number) counts as known to an attacker.
 */
export function weakPasswordReason(password: string, account?: string): MessageDescriptor | null {
  const userInputs = account ? [account, account.split("@")[0]!] : [];
  const result = estimator.check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reasons = result.sequence
    .map((match) => ({ reason: reasonOf(match), length: match.j - match.i + 1 }))
    .filter((entry): entry is { reason: MessageDescriptor; length: number } => entry.reason !== null)
    .sort((a, b) => b.length - a.length);
  return reasons[0]?.reason ?? ACCOUNT_MESSAGES.passwordGuessable;
}
