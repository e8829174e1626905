import { useCallback } from "react";
import { useSnapshot } from "valtio";
import { companyCard, searchCompanies } from "../api/company.ts";
import type { CompanyCard } from "../domain/contract/company.ts";
import { companyChoice } from "../state/company-choice.ts";
import { usePaged, type Paged } from "./use-paged.ts";
import { useRequest, type Requested } from "./use-request.ts";

const readCard = (id: string, signal: AbortSignal) => companyCard(Number(id), { signal });

/** The id of the company the visitor picked, or null. */
export const useChosenCompanyId = (): number | null => useSnapshot(companyChoice).id;

/** The picked company's card; a null key when none is picked. */
export function useChosenCompany(): Requested<CompanyCard | null> & { id: number | null } {
  const id = useChosenCompanyId();
  return { ...useRequest(id === null ? null : String(id), readCard), id };
}

/** Active companies whose name holds `name`, page by page; a new name reads from the first page. */
export function useCompanySearch(name: string): Paged<CompanyCard> {
  const load = useCallback((page: number) => searchCompanies(name, page), [name]);
  return usePaged(load);
}
