import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PasskeyView } from "#domain/contract/passkeys.ts";
import { formatDateTime } from "#format/format-date-time.ts";

interface PasskeyRowProps {
  passkey: PasskeyView;
  busy: boolean;
  onRename: (name: string) => void;
  onRemove: () => void;
}

/** One of the operator's passkeys: its name (renamed in place), when it was added and last used, and its removal. */
export function PasskeyRow({ passkey, busy, onRename, onRemove }: PasskeyRowProps) {
  const { t, i18n } = useLingui();
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <tr data-testid="operator-passkey-row">
      <td>
        {renaming === null ? (
          <bdi data-testid="operator-passkey-name">{passkey.name}</bdi>
        ) : (
          <input aria-label={t`New name`} value={renaming} maxLength={64} onChange={(e) => setRenaming(e.currentTarget.value)} />
        )}
      </td>
      <td className="nowrap">{formatDateTime(passkey.created_at, i18n.locale)}</td>
      <td className="nowrap" data-testid="operator-passkey-last-used">
        {passkey.last_used_at === null ? <Trans>Not used yet</Trans> : formatDateTime(passkey.last_used_at, i18n.locale)}
      </td>
      <td className="nowrap">
        {renaming === null ? (
          <button type="button" disabled={busy} onClick={() => setRenaming(passkey.name)}><Trans>Rename</Trans></button>
        ) : (
          <button type="button" disabled={busy || !renaming.trim()} onClick={() => { onRename(renaming.trim()); setRenaming(null); }}><Trans>Save</Trans></button>
        )}
        <button type="button" disabled={busy} onClick={onRemove}><Trans>Remove</Trans></button>
      </td>
    </tr>
  );
}
