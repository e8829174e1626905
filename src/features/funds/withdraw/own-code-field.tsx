import { useSnapshot } from "valtio";
import { Trans, useLingui } from "@lingui/react/macro";
import { CODE_PURPOSE_WITHDRAW } from "#domain/account.ts";
import { sessionState } from "#state/session.ts";
import { CodeInput } from "#widgets/code-input.tsx";
import { Field } from "#ui/field.tsx";
import { ownCodeDestination } from "./own-code-destination.ts";

interface OwnCodeFieldProps {
  inputId: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The code that confirms a binding or a withdrawal, sent to the user's own e-mail or mobile. */
export function OwnCodeField({ inputId, value, onChange, error }: OwnCodeFieldProps) {
  const { t } = useLingui();
  const { user } = useSnapshot(sessionState);
  const destination = user ? ownCodeDestination(user) : null;
  return (
    <div className="own-code">
      <Field label={t`Verification code`} inputId={inputId} error={error}>
        <CodeInput id={inputId} value={value} onChange={onChange} destination={destination} purpose={CODE_PURPOSE_WITHDRAW} />
      </Field>
      {destination && (
        <p className="muted own-code-note">
          <Trans>The code is sent to <bdi className="num" dir="ltr">{destination.to}</bdi>.</Trans>
        </p>
      )}
    </div>
  );
}
