import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { addPasskey } from "#api/passkeys.ts";
import { PASSKEY_NAME_MAX } from "#domain/contract/passkeys.ts";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { Field } from "#ui/field.tsx";
import type { StepUp } from "#widgets/step-up/use-step-up.tsx";

/** Adds a passkey of this device under a name the user chooses; a step-up first when a factor is on. */
export function PasskeyAddForm({ withStepUp, onAdded }: { withStepUp: StepUp["withStepUp"]; onAdded: () => void }) {
  const { t } = useLingui();
  const [name, setName] = useState("");
  const { shown, accept } = useFormProblems<"name">();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accept({ name: name.trim() ? null : msg`Give the passkey a name` })) return;
    try {
      await withStepUp((headers) => addPasskey(name.trim(), headers));
      setName("");
      onAdded();
    } catch {
      // The API client, the browser's prompt or the closed sheet said why.
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="passkey-add-form">
      <Field label={t`Name of the new passkey`} inputId="passkey-name" error={shown("name")}>
        <input id="passkey-name" className="field-input" value={name} onChange={(e) => setName(e.target.value)} maxLength={PASSKEY_NAME_MAX} placeholder={t`For example: my phone`} dir="auto" />
      </Field>
      <button type="submit" className="button-primary" data-testid="passkey-add">
        <Trans>Add a passkey</Trans>
      </button>
    </form>
  );
}
