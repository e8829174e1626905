import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-static";
import { useChosenCompanyId, useCompanySearch } from "#data/account/facade.ts";
import type { CompanyCard } from "#domain/contract/company.ts";
import { chooseCompany } from "#state/company-choice.ts";
import { pushToast } from "#state/toasts.ts";
import { CompanyLogo } from "#ui/company-logo.tsx";
import { LoadMore } from "#ui/load-more.tsx";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { useCompanyTypeName } from "#ui/company-type-name.ts";
import { useSettled } from "#ui/use-settled.ts";

const TYPING_PAUSE_MS = 300;

function CompanyRow({ company, chosen, onPick }: { company: CompanyCard; chosen: boolean; onPick: (company: CompanyCard) => void }) {
  const typeName = useCompanyTypeName();
  return (
    <li>
      <button type="button" className="result-row" aria-current={chosen || undefined} onClick={() => onPick(company)}
        data-testid="company-result" data-id={company.id}>
        <CompanyLogo company={company} />
        <span className="result-names">
          <span className="result-title">{company.name}</span>
          <span className="result-sub">{company.subject || typeName(company.type)}</span>
        </span>
        {chosen && <span className="result-chosen"><SvgIcon svg={Check} size={20} /></span>}
      </button>
    </li>
  );
}

/** Main-company mode's /product: active companies by name; the one picked is kept for 3 years and the app opens on home. */
export function CompanyResults({ query }: { query: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const chosenId = useChosenCompanyId();
  const paged = useCompanySearch(useSettled(query.trim(), TYPING_PAUSE_MS));
  const pick = (company: CompanyCard) => {
    chooseCompany(company.id);
    pushToast(t`${company.name} is now your company`);
    void navigate({ to: "/" });
  };
  return (
    <>
      <ul className="result-list" data-testid="company-results" aria-busy={paged.loading}>
        {paged.items.map((company) => <CompanyRow key={company.id} company={company} chosen={company.id === chosenId} onPick={pick} />)}
      </ul>
      {paged.total === 0 && <p className="empty-note"><Trans>No company by that name</Trans></p>}
      <LoadMore paged={paged} />
    </>
  );
}
