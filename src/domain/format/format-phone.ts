import type { AreaCode } from "../contract/accounts.ts";

/** "+852 61234567", or the bare number while the calling codes are unknown. */
export function formatPhone(mobile: string, areaId: number | null, areas: readonly AreaCode[] | undefined): string {
  const area = areas?.find((a) => a.id === areaId);
  return area ? `+${area.global_code} ${mobile}` : mobile;
}
