import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CODE_SESSION_INVALID } from "#domain/envelope.ts";
import { AdminApiError, NO_ENVELOPE } from "./admin-client.ts";
import { PasskeyCancelled } from "./passkey-calls.ts";

/**
 * What to tell the operator about a failed call. Null when there is nothing to say: a 999 is
 * answered by the login screen, a cancelled call by nobody.
 */
export function errorText(error: unknown): string | null {
  if (error instanceof DOMException && error.name === "AbortError") return null;
  if (error instanceof PasskeyCancelled) return i18n._(msg`No passkey was used. Try again, or sign in another way.`);
  if (!(error instanceof AdminApiError)) return i18n._(msg`Something went wrong. Try again.`);
  if (error.code === CODE_SESSION_INVALID) return null;
  if (error.code === NO_ENVELOPE) return i18n._(msg`The server could not be reached. Try again.`);
  const code = error.code;
  return error.message.trim() || i18n._(msg`Request failed (${code})`);
}
