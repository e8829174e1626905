import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { removePasskey, renamePasskey } from "#api/passkeys.ts";
import { PASSKEY_NAME_MAX, type PasskeyView } from "#domain/contract/passkeys.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import type { StepUp } from "#widgets/step-up/use-step-up.tsx";

interface PasskeyRowProps {
  passkey: PasskeyView;
  withStepUp: StepUp["withStepUp"];
  onChanged: () => void;
}

/** One passkey: its name (renamed in place), when it was added and last used, and its removal after a step-up. */
export function PasskeyRow({ passkey, withStepUp, onChanged }: PasskeyRowProps) {
  const { t } = useLingui();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const created = formatDateTime(passkey.created_at);
  const used = passkey.last_used_at === null ? null : formatDateTime(passkey.last_used_at);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      await renamePasskey(passkey.id, name.trim());
      setRenaming(false);
      onChanged();
    } catch {
      // Shown by the API client.
    }
  };

  const remove = async () => {
    try {
      await withStepUp((headers) => removePasskey(passkey.id, headers));
      onChanged();
    } catch {
      // Shown by the API client, or the step-up was closed.
    }
  };

  return (
    <li className="passkey-row" data-testid="passkey-row">
      {renaming ? (
        <form className="passkey-rename" onSubmit={(e) => void rename(e)} noValidate>
          <input className="field-input" aria-label={t`Name of the passkey`} value={name} onChange={(e) => setName(e.target.value)} maxLength={PASSKEY_NAME_MAX} dir="auto" data-testid="passkey-rename-input" />
          <button type="submit" className="button-secondary" data-testid="passkey-rename-save"><Trans>Save</Trans></button>
        </form>
      ) : (
        <strong className="passkey-name" dir="auto" data-testid="passkey-name">{passkey.name}</strong>
      )}
      <span className="muted"><Trans>Added <span className="num">{created}</span></Trans></span>
      <span className="muted" data-testid="passkey-last-used">
        {used === null ? <Trans>Not used yet</Trans> : <Trans>Last used <span className="num">{used}</span></Trans>}
      </span>
      <div className="passkey-actions">
        {!renaming && (
          <button type="button" className="text-link" onClick={() => setRenaming(true)} data-testid="passkey-rename"><Trans>Rename</Trans></button>
        )}
        <button type="button" className="text-link" onClick={() => void remove()} data-testid="passkey-remove"><Trans>Remove</Trans></button>
      </div>
    </li>
  );
}
