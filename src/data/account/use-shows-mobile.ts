import { showsMobile } from "#api/reads/default-set.ts";
import { useLoaded } from "../use-loaded.ts";

/** Whether the operator offers mobile numbers (setting is_show_mobile); e-mail only until known. */
export function useShowsMobile(): boolean {
  return useLoaded(showsMobile, false);
}
