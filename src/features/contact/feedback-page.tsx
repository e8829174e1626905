import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useBasicInfo } from "#data/market/facade.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { EmailLine } from "./email-line.tsx";
import "./contact.css";

/** /feedback: where to tell us what works and what does not, through the channels that reach a person. */
export function FeedbackPage() {
  const { t } = useLingui();
  const complaintEmail = useBasicInfo()?.complaint_email ?? "";
  return (
    <div className="page contact-page" data-testid="feedback-page">
      <PageHeader title={t`Feedback`} />
      <section className="card contact-card">
        <p><Trans>Tell us what works for you and what does not. A person reads every message.</Trans></p>
        <Link to="/mine/chat" className="button-primary" data-testid="feedback-chat"><Trans>Write to support</Trans></Link>
      </section>
      {complaintEmail && (
        <section className="card contact-card">
          <EmailLine label={t`Complaint e-mail`} email={complaintEmail} testId="complaint-email" />
        </section>
      )}
    </div>
  );
}
