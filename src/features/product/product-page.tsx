import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useBasicInfo } from "#data/market/facade.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { SearchBox } from "#ui/search-box.tsx";
import { CompanyResults } from "./company-results.tsx";
import { InstrumentResults } from "./instrument-results.tsx";
import "./product.css";

/** /product: search instruments, or in main-company mode the companies to trade with. */
export function ProductPage() {
  const { t } = useLingui();
  const [query, setQuery] = useState("");
  const companies = useBasicInfo()?.main_company_mode === 1;
  return (
    <div className="page product-page" data-testid="product-page" data-mode={companies ? "companies" : "instruments"}>
      <PageHeader title={companies ? t`Find your company` : t`Search instruments`} />
      {companies ? (
        <>
          <SearchBox value={query} onChange={setQuery} placeholder={t`Company name`} label={t`Search companies`} testId="product-search" autoFocus />
          <CompanyResults query={query} />
        </>
      ) : (
        <>
          <SearchBox value={query} onChange={setQuery} placeholder={t`Code or name`} label={t`Search instruments`} testId="product-search" autoFocus />
          <InstrumentResults query={query} />
        </>
      )}
    </div>
  );
}
