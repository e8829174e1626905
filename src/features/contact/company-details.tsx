import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyCard } from "#domain/contract/company.ts";
import { CompanyLogo } from "#ui/company-logo.tsx";
import { useCompanyTypeName } from "#ui/company-type-name.ts";
import { EmailLine } from "./email-line.tsx";

/** The chosen company's card: who it is, where, and the address to write to. */
export function CompanyDetails({ company }: { company: CompanyCard }) {
  const { t } = useLingui();
  const typeName = useCompanyTypeName();
  return (
    <section className="card contact-card" data-testid="company-details">
      <div className="company-head">
        <CompanyLogo company={company} size={48} />
        <div>
          <h2 className="company-name" data-testid="company-name">{company.name}</h2>
          <span className="muted">{typeName(company.type)}</span>
        </div>
      </div>
      {company.email ? (
        <EmailLine label={t`Contact e-mail`} email={company.email} testId="company-email" />
      ) : (
        <p className="muted"><Trans>This company has not given a contact e-mail.</Trans></p>
      )}
      <dl className="company-facts">
        {company.subject && (<><dt className="muted"><Trans>Legal entity</Trans></dt><dd>{company.subject}</dd></>)}
        {company.url && (<><dt className="muted"><Trans>Website</Trans></dt><dd><a href={company.url} target="_blank" rel="noopener noreferrer" dir="ltr">{company.url}</a></dd></>)}
        {company.registered_address && (<><dt className="muted"><Trans>Registered address</Trans></dt><dd>{company.registered_address}</dd></>)}
        {company.location && (<><dt className="muted"><Trans>Office address</Trans></dt><dd>{company.location}</dd></>)}
      </dl>
    </section>
  );
}
