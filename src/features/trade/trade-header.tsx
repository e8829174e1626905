import { memo } from "react";
import type { Instrument } from "#domain/instrument.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatChange, formatPrice } from "#domain/format/format-price.ts";
import { ChevronDownIcon } from "#ui/icons.tsx";
import { useLivePrice } from "#widgets/use-live-price.ts";
import { AccountKindBadge } from "#widgets/account-kind-badge.tsx";
import { NewAlertButton } from "./new-alert-button.tsx";

/* The same elements at every render, so a tick does not render them again. */
const chevron = <ChevronDownIcon />;
const kindBadge = <AccountKindBadge />;

/** Instrument name (opens the drawer), live price and change, and a new price alert on it at that price. */
export const TradeHeader = memo(function TradeHeader({ instrument, onOpenDrawer }: { instrument: Instrument; onOpenDrawer: () => void }) {
  const { i18n } = useLingui();
  const live = useLivePrice(instrument);
  return (
    <header className="page-header trade-header">
      <button type="button" className="drawer-toggle" onClick={onOpenDrawer} data-testid="instrument-drawer">
        <img src={instrument.Logo} width={24} height={24} alt="" className="trade-logo" />
        <span className="trade-code">{instrument.ShowCode}</span>
        {chevron}
      </button>
      {kindBadge}
      <span className="trade-quote">
        <span className={`trade-price num ${live.open ? live.direction : ""}`} data-testid="trade-price">
          {formatPrice(live.close, instrument.PricePrecision, i18n.locale)}
        </span>
        {live.open ? (
          <span className={`num ${live.direction}`} data-testid="trade-change">{formatChange(live.change, i18n.locale)}</span>
        ) : (
          <span className="muted" data-testid="trade-change"><Trans>Closed</Trans></span>
        )}
      </span>
      <NewAlertButton instrument={instrument} />
    </header>
  );
});
