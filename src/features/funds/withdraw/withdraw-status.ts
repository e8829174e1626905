import { WITHDRAW_PAID, WITHDRAW_REJECTED, WITHDRAW_SECOND_APPROVAL, WITHDRAW_WAITING, type WithdrawStatus } from "#domain/withdraw.ts";

/** The colour a withdrawal's status is shown in (its words come from the server, in the user's language). */
export const WITHDRAW_TONE: Record<WithdrawStatus, "waiting" | "up" | "down"> = {
  [WITHDRAW_WAITING]: "waiting",
  [WITHDRAW_SECOND_APPROVAL]: "waiting",
  [WITHDRAW_PAID]: "up",
  [WITHDRAW_REJECTED]: "down",
};
