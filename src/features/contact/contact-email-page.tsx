import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useChosenCompany } from "#data/account/facade.ts";
import { useBasicInfo } from "#data/market/facade.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { StillLoading } from "#ui/still-loading.tsx";
import { CompanyDetails } from "./company-details.tsx";
import { EmailLine } from "./email-line.tsx";
import "./contact.css";

function ChosenCompany({ companyMode }: { companyMode: boolean }) {
  const company = useChosenCompany();
  if (company.id === null) {
    if (!companyMode) return null;
    return (
      <section className="card contact-card" data-testid="no-company">
        <p><Trans>Choose the company you trade with to see how to reach it.</Trans></p>
        <Link to="/product" className="button-secondary"><Trans>Find your company</Trans></Link>
      </section>
    );
  }
  if (company.value === undefined) return <StillLoading read={company} />;
  return company.value && <CompanyDetails company={company.value} />;
}

/** /mine/email: the chosen company's contact e-mail to copy, and where complaints go (the base settings). */
export function ContactEmailPage() {
  const { t } = useLingui();
  const info = useBasicInfo();
  const complaintEmail = info?.complaint_email ?? "";
  return (
    <div className="page contact-page" data-testid="contact-email-page">
      <PageHeader title={t`Company e-mail`} />
      <ChosenCompany companyMode={info?.main_company_mode === 1} />
      {complaintEmail && (
        <section className="card contact-card">
          <p className="muted"><Trans>Not happy with how something was handled? Write to us and we will answer.</Trans></p>
          <EmailLine label={t`Complaint e-mail`} email={complaintEmail} testId="complaint-email" />
        </section>
      )}
      <p className="contact-chat">
        <Trans>For anything else, our support chat is open.</Trans> <Link to="/mine/chat"><Trans>Support chat</Trans></Link>
      </p>
    </div>
  );
}
