import { useEffect } from "react";
import { companyStatus } from "#api/reads/company.ts";
import { ApiError } from "#api/errors.ts";
import { COMPANY_ACTIVE } from "#domain/company.ts";
import { companyChoice, forgetCompany, renewCompanyChoice } from "#state/company-choice.ts";

/**
 * On start, asks whether the company the visitor picked still serves them (getCompanyStatus):
 * when it does not, the app leaves for the company's loss_url. A company that
 * no longer exists is forgotten; without a network the app opens as it is.
 */
export function CompanyStatusCheck() {
  useEffect(() => {
    const id = companyChoice.id;
    if (id === null) return;
    renewCompanyChoice();
    const controller = new AbortController();
    companyStatus(id, { signal: controller.signal, silent: true }).then(
      (answer) => {
        if (answer.status !== COMPANY_ACTIVE && answer.loss_url) window.location.replace(answer.loss_url);
      },
      (error: unknown) => {
        if (error instanceof ApiError) forgetCompany();
      },
    );
    return () => controller.abort();
  }, []);
  return null;
}
