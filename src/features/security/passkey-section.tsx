import { useCallback, useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { listPasskeys } from "#api/passkeys.ts";
import type { PasskeyList } from "#domain/contract/passkeys.ts";
import { useStepUp } from "#widgets/step-up/use-step-up.tsx";
import { PasskeyAddForm } from "./passkey-add-form.tsx";
import { PasskeyRow } from "./passkey-row.tsx";

/** The user's passkeys: each one listed, and a form to add one of this device. */
export function PasskeySection({ onChanged }: { onChanged: () => void }) {
  const { withStepUp, stepUpSheet } = useStepUp();
  const [passkeys, setPasskeys] = useState<PasskeyList>([]);

  const reload = useCallback(() => {
    listPasskeys().then(setPasskeys, () => undefined);
  }, []);
  useEffect(reload, [reload]);
  const changed = () => {
    reload();
    onChanged();
  };

  return (
    <section className="security-card" data-testid="passkeys">
      <h2 className="security-heading"><Trans>Passkeys</Trans></h2>
      <p className="muted"><Trans>A passkey lets this device confirm it's you with its screen lock, and log you in without a password.</Trans></p>
      {passkeys.length > 0 && (
        <ul className="passkey-list">
          {passkeys.map((passkey) => (
            <PasskeyRow key={`${passkey.id}-${passkey.name}`} passkey={passkey} withStepUp={withStepUp} onChanged={changed} />
          ))}
        </ul>
      )}
      <PasskeyAddForm withStepUp={withStepUp} onAdded={changed} />
      {stepUpSheet}
    </section>
  );
}
