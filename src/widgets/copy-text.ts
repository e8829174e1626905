import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { pushToast } from "#state/toasts.ts";

/** Copies by selecting a hidden text area: for a page without the Clipboard API (plain http, an old in-app browser) or where it refused. */
function copyBySelection(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement("textarea");
  area.value = text;
  // Read-only so that a phone does not open its keyboard; off-screen but selectable (display:none is not).
  area.readOnly = true;
  Object.assign(area.style, { position: "fixed", insetBlockStart: "0", insetInlineStart: "-9999px", opacity: "0" });
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}

/** Puts `text` on the clipboard and says so in a toast; when it cannot, says `failed` (how to copy it by hand). */
export async function copyText(text: string, failed = i18n._(msg`Could not copy; press and hold the text to copy it`)): Promise<void> {
  let copied: boolean;
  try {
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    copied = copyBySelection(text);
  }
  pushToast(copied ? i18n._(msg`Copied`) : failed, copied ? "info" : "error");
}
