import { useLingui } from "@lingui/react/macro";
import { COMPANY_INTRODUCER, type CompanyType } from "#domain/company.ts";

/** What a company's `type` means, in the user's language. */
export function useCompanyTypeName(): (type: CompanyType) => string {
  const { t } = useLingui();
  return (type) => (type === COMPANY_INTRODUCER ? t`Introducing broker` : t`Broker`);
}
