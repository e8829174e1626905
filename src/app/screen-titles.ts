import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Titles of the screens, by path. */
export const SCREEN_TITLES: Record<string, MessageDescriptor> = {
  "/order": msg`Orders`,
  "/user": msg`User centre`,
  "/news": msg`News`,
  "/news/detail": msg`News detail`,
  "/rank": msg`Ranking`,
  "/feedback": msg`Feedback`,
  "/login": msg`Log in`,
  "/register": msg`Register`,
  "/forgot": msg`Forgot password`,
  "/product": msg`Search instruments`,
  "/mine/auth": msg`Real-name verification`,
  "/mine/invite": msg`Invite friends`,
  "/mine/email": msg`Company e-mail`,
  "/mine/announcement": msg`Announcements`,
  "/mine/password": msg`Reset password`,
  "/mine/history": msg`Account details`,
  "/mine/charge": msg`Deposit`,
  "/mine/withdraw": msg`Withdraw`,
  "/mine/chat": msg`Support chat`,
  "/mine/system": msg`Settings`,
  "/mine/wallet": msg`Wallet`,
  "/mine/bank-card-list": msg`Bank accounts`,
  "/mine/coin-address-list": msg`Coin addresses`,
  "/mine/withdraw-way": msg`Withdrawal method`,
};
