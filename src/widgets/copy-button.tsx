import { Trans } from "@lingui/react/macro";
import { Copy } from "lucide-static";
import { copyText } from "./copy-text.ts";
import { SvgIcon } from "#ui/svg-icon.tsx";

interface CopyButtonProps {
  text: string;
  /** What is copied, e.g. "Copy address": the button's name for screen readers. */
  label: string;
  testId?: string;
  /** A full-width button that says "Copy", rather than an icon beside the text. */
  wide?: boolean;
}

/** Copies `text` to the clipboard, with a toast that says whether it worked. */
export function CopyButton({ text, label, testId, wide = false }: CopyButtonProps) {
  return (
    <button type="button" className={wide ? "button-secondary copy-wide" : "icon-button"} onClick={() => void copyText(text)}
      aria-label={label} title={label} data-testid={testId}>
      <SvgIcon svg={Copy} size={18} />
      {wide && <span><Trans>Copy</Trans></span>}
    </button>
  );
}
