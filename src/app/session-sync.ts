import type { AnyRouter } from "@tanstack/react-router";
import { subscribeKey } from "valtio/utils";
import { i18n } from "@lingui/core";
import { ACCOUNT_REFUSALS } from "#domain/messages/account-refusals.ts";
import { ApiError } from "#api/errors.ts";
import { isEndingOwnSession, onSessionInvalid } from "#api/session-events.ts";
import { userInfo } from "#api/reads/user.ts";
import { CODE_SESSION_INVALID } from "#domain/envelope.ts";
import type { User } from "#domain/contract/accounts.ts";
import { followOtherTabs, hasSession, sessionState, signOut, updateUser } from "#state/session.ts";
import { pushToast } from "#state/toasts.ts";
import { paths } from "#routing/paths.ts";

export interface SessionSyncDeps {
  router: AnyRouter;
  /** realtime.setToken: login or logout on the shared socket. */
  setRealtimeToken: (token: string | null) => Promise<void>;
  /** The startup check of a stored session; an initial call, so a 999 there only means "logged out". */
  fetchUser?: () => Promise<User>;
}

/**
 * Keeps everything that depends on the session in step with it:
 * - the realtime worker logs in when a token arrives and logs out (dropping private topics) when it goes;
 * - a 999 from any non-initial call clears the session, says so in one toast and opens
 *   /login?from=<this page>, through the router;
 * - a session stored by an earlier visit is checked once; if the server no longer knows it, it is
 *   dropped quietly and the guards run again (a guarded page then goes to /login);
 * - a login or logout in another tab is followed.
 */
export function installSessionSync({ router, setRealtimeToken, fetchUser = () => userInfo({ initial: true, silent: true }) }: SessionSyncDeps): () => void {
  const stopToken = subscribeKey(sessionState, "token", (token) => void setRealtimeToken(token).catch(() => {}));

  const stopInvalid = onSessionInvalid((event) => {
    // Every call in flight with the ended session meets it (and the socket may report it too):
    // only the first report, the one that ends the session here, tells the user; a logout the
    // user asked for, here or in another tab, is no news.
    if (hasSession()) {
      signOut();
      if (!isEndingOwnSession()) pushToast(event.msg || i18n._(ACCOUNT_REFUSALS.sessionExpired), "error");
    }
    const { pathname, href } = router.state.location;
    if (pathname !== "/login") void router.navigate({ href: paths.login(href), replace: true });
  });

  // The guards of the page on screen decide again whether it may stay.
  const recheckGuards = () => void router.invalidate();
  const stopTabs = followOtherTabs({ onChange: recheckGuards });

  if (hasSession()) {
    fetchUser().then(updateUser, (error: unknown) => {
      if (!(error instanceof ApiError && error.code === CODE_SESSION_INVALID)) return;
      signOut();
      recheckGuards();
    });
  }

  return () => {
    stopToken();
    stopInvalid();
    stopTabs();
  };
}
