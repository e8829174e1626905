import { Trans, useLingui } from "@lingui/react/macro";
import { CopyButton } from "#widgets/copy-button.tsx";

/** The recovery codes, shown this once: each logs in once when the phone with the app is lost. */
export function RecoveryCodeList({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <section className="security-card" data-testid="recovery-codes">
      <p><Trans>Keep these recovery codes somewhere safe. Each one works once, in place of a code from the app. They are not shown again.</Trans></p>
      <ol className="recovery-codes num" dir="ltr">
        {codes.map((code) => <li key={code} data-testid="recovery-code">{code}</li>)}
      </ol>
      <CopyButton text={codes.join("\n")} label={t`Copy recovery codes`} wide />
      <button type="button" className="button-primary" onClick={onDone} data-testid="recovery-done">
        <Trans>I have saved them</Trans>
      </button>
    </section>
  );
}
