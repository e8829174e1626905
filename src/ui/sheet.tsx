import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { CloseIcon } from "./icons.tsx";
import { useCloseOnEscape } from "./use-close-on-escape.ts";
import { useOverlayHold } from "./overlay-hold.ts";
import "./sheet.css";

interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** "start" slides in from the reading-start edge (mirrors in RTL); "bottom" rises from below. */
  side?: "start" | "bottom";
  children: ReactNode;
  testId?: string;
}

export function Sheet({ open, onClose, title, side = "bottom", children, testId }: SheetProps) {
  const { t } = useLingui();

  useCloseOnEscape(open, onClose);
  useOverlayHold(open);

  if (!open) return null;
  return (
    <div className="sheet-layer">
      <div className="sheet-backdrop" onClick={onClose} />
      <section className={`sheet sheet-${side}`} role="dialog" aria-modal="true" data-testid={testId}>
        <header className="sheet-header">
          <h2 className="sheet-title">{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close`}>
            <CloseIcon />
          </button>
        </header>
        <div className="sheet-body">{children}</div>
      </section>
    </div>
  );
}
