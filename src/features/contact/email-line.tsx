import { useLingui } from "@lingui/react/macro";
import { CopyButton } from "#widgets/copy-button.tsx";

/** An e-mail address to write to: it opens the mail app, and copies in one tap. */
export function EmailLine({ label, email, testId }: { label: string; email: string; testId: string }) {
  const { t } = useLingui();
  return (
    <div className="email-line">
      <div className="email-text">
        <span className="muted">{label}</span>
        <a href={`mailto:${email}`} dir="ltr" data-testid={testId}>{email}</a>
      </div>
      <CopyButton text={email} label={t`Copy ${label}`} testId={`copy-${testId}`} />
    </div>
  );
}
