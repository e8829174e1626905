import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useChosenCompany } from "#data/account/facade.ts";
import { useBasicInfo } from "#data/market/facade.ts";
import { CompanyLogo } from "#ui/company-logo.tsx";

/** In main-company mode, whom the visitor trades with, under the brand; a tap changes it. */
export function CompanyBadge() {
  const { t } = useLingui();
  const companyMode = useBasicInfo()?.main_company_mode === 1;
  const company = useChosenCompany(companyMode).value;
  if (!companyMode || !company) return null;
  return (
    <Link to="/product" className="company-badge" aria-label={t`Your company: ${company.name}`} data-testid="company-badge">
      <CompanyLogo company={company} size={20} />
      <span>{company.name}</span>
    </Link>
  );
}
