import { areaList } from "#api/reads/default-set.ts";
import type { AreaCode } from "#domain/contract/accounts.ts";
import { useLoaded } from "../use-loaded.ts";

/** Every country's calling code, loaded once per page load; undefined until it arrives. */
export function useAreaCodes(): AreaCode[] | undefined {
  return useLoaded<AreaCode[] | undefined>(areaList, undefined);
}
