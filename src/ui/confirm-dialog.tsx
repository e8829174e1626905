import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Dialog } from "./dialog.tsx";

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/** Asks before an action that cannot be undone (reset demo account, logout). */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} testId={testId}
      actions={
        <>
          <button type="button" className="dialog-button" onClick={onCancel} data-testid="confirm-cancel">
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="dialog-button dialog-button-primary" onClick={onConfirm} data-testid="confirm-ok">
            {confirmLabel}
          </button>
        </>
      }>
      {message}
    </Dialog>
  );
}
