import { useEffect } from "react";
import { holdUpdateOffer } from "../state/app-update.ts";

/** While `open`, the new build is not offered: nobody is interrupted in the middle of a sheet or dialog. */
export function useHoldUpdateOffer(open: boolean): void {
  useEffect(() => (open ? holdUpdateOffer() : undefined), [open]);
}
