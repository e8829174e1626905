import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { pushToast } from "#state/toasts.ts";

/** For entries the product lists but does not offer yet (the documentary list). */
export function showComingSoon(): void {
  pushToast(i18n._(msg`Coming soon`));
}
