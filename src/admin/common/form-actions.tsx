import { Trans } from "@lingui/react/macro";

/** A form's Save and Cancel, both held while it is being sent. */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="form-actions">
      <button type="submit" className="primary" disabled={busy}><Trans>Save</Trans></button>
      <button type="button" disabled={busy} onClick={onCancel}><Trans>Cancel</Trans></button>
    </div>
  );
}
