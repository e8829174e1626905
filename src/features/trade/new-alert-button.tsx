import { memo, type MouseEvent } from "react";
import { useRouter } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { BellRing } from "lucide-static";
import type { Instrument } from "#domain/instrument.ts";
import { quoteNow } from "#data/market/facade.ts";
import { newAlertPath, openNewAlert } from "#routing/new-alert.ts";
import { SvgIcon } from "#ui/svg-icon.tsx";

/**
 * The header's new price alert on the instrument, at the price when tapped: read then rather than
 * written into the link, so a tick does not build the link again.
 */
export const NewAlertButton = memo(function NewAlertButton({ instrument }: { instrument: Instrument }) {
  const { t } = useLingui();
  const router = useRouter();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the plain link, without a level.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openNewAlert(router, instrument.Id, (quoteNow(instrument.Code) ?? instrument.ForexQuotations).Close);
  };
  return (
    <a href={newAlertPath(instrument.Id)} onClick={open} className="icon-button" aria-label={t`New price alert`} data-testid="trade-alert">
      <SvgIcon svg={BellRing} size={20} />
    </a>
  );
});
