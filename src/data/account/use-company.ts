import { useCallback } from "react";
import { useSnapshot } from "valtio";
import { companyCard, searchCompanies } from "#api/reads/company.ts";
import type { CompanyCard } from "#domain/contract/company.ts";
import { companyChoice } from "#state/company-choice.ts";
import { usePaged, type Paged } from "../use-paged.ts";
import { useRequest, type Requested } from "../use-request.ts";

/** A company's card changes rarely: read once per page load, however often home is shown again. */
const cards = new Map<string, Promise<CompanyCard | null>>();

function readCard(id: string, signal: AbortSignal): Promise<CompanyCard | null> {
  let card = cards.get(id);
  if (!card) {
    card = companyCard(Number(id));
    cards.set(id, card);
    card.catch(() => cards.delete(id));
  }
  // The shared read is not cancelled with one view; this view just stops waiting for it.
  return new Promise((resolve, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    card.then(resolve, reject);
  });
}

/** The id of the company the visitor picked, or null. */
export const useChosenCompanyId = (): number | null => useSnapshot(companyChoice).id;

/** The picked company's card, read only when `wanted` (main-company mode on, or the contact page). */
export function useChosenCompany(wanted = true): Requested<CompanyCard | null> & { id: number | null } {
  const id = useChosenCompanyId();
  return { ...useRequest(wanted && id !== null ? String(id) : null, readCard), id };
}

/** Active companies whose name holds `name`, page by page; a new name reads from the first page. */
export function useCompanySearch(name: string): Paged<CompanyCard> {
  const load = useCallback((page: number) => searchCompanies(name, page), [name]);
  return usePaged(load);
}
