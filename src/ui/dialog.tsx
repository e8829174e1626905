import { useId, type ReactNode } from "react";
import { useCloseOnEscape } from "./use-close-on-escape.ts";
import { useOverlayHold } from "./overlay-hold.ts";
import "./dialog.css";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** The buttons along the bottom edge. */
  actions: ReactNode;
  testId?: string;
}

/** A centred modal card; Escape or a tap beside it closes it. */
export function Dialog({ open, onClose, title, children, actions, testId }: DialogProps) {
  const titleId = useId();

  useCloseOnEscape(open, onClose);
  useOverlayHold(open);

  if (!open) return null;
  return (
    <div className="dialog-layer">
      <div className="dialog-backdrop" onClick={onClose} />
      <section className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <h2 id={titleId} className="dialog-title">{title}</h2>
        {children && <div className="dialog-body">{children}</div>}
        <div className="dialog-actions">{actions}</div>
      </section>
    </div>
  );
}
