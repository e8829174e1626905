import { areaList } from "../api/default-set.ts";
import type { AreaCode } from "../domain/contract/accounts.ts";
import { useLoaded } from "./use-loaded.ts";

/** Every country's calling code, loaded once per page load; undefined until it arrives. */
export function useAreaCodes(): AreaCode[] | undefined {
  return useLoaded<AreaCode[] | undefined>(areaList, undefined);
}

/** "+852 61234567", or the bare number while the calling codes are unknown. */
export function formatPhone(mobile: string, areaId: number | null, areas: readonly AreaCode[] | undefined): string {
  const area = areas?.find((a) => a.id === areaId);
  return area ? `+${area.global_code} ${mobile}` : mobile;
}
