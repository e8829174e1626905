import { emitSessionInvalid, isNewsOfEndedSession } from "#api/session-events.ts";
import { SOCKET_PATH } from "#domain/socket-protocol.ts";
import { pushToast } from "#state/toasts.ts";
import type { LiveChannelMessage, SocketNotice } from "#workers/realtime/types.ts";

export function isSocketNotice(message: LiveChannelMessage): message is SocketNotice {
  return typeof message === "object" && message.kind !== "status";
}

/**
 * What the tab does with the server's refusals the worker passes on. A socket session that ended
 * (refused login, logout frame) is handled like an HTTP 999: one toast with the server's reason,
 * the session cleared and /login?from= opened by the session sync. Only a tab still holding that
 * token acts, and not while it ends its own session (its logout or new password asked for it).
 */
export function receiveSocketNotice(notice: SocketNotice): void {
  if (notice.kind === "refused") return void pushToast(notice.msg, "error");
  if (!isNewsOfEndedSession(notice.token)) return;
  // The session sync says it once, like an HTTP 999.
  emitSessionInvalid({ path: SOCKET_PATH, msg: notice.msg });
}
