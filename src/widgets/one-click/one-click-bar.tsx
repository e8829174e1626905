import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSnapshot } from "valtio";
import { formatPrice } from "#domain/format/format-price.ts";
import type { Instrument } from "#domain/instrument.ts";
import { ORDER_BUY, ORDER_SELL, type OrderDirection } from "#domain/order.ts";
import { fitLots } from "#domain/trading/lots-fit.ts";
import { useOnline } from "#data/market/facade.ts";
import { paths } from "#routing/paths.ts";
import { oneClick } from "#state/one-click.ts";
import { sessionState } from "#state/session.ts";
import { useLivePrice } from "../use-live-price.ts";
import { placeOneClick } from "./place-one-click.ts";
import "./one-click.css";

/** Sell at the bid and buy at the ask in one tap, with the lots a tap trades (kept per instrument on this device). */
export default function OneClickBar({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { token } = useSnapshot(sessionState);
  const kept = useSnapshot(oneClick).lots[instrument.Code] ?? instrument.ForexMinCont;
  const [typed, setTyped] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { bid, ask, open } = useLivePrice(instrument);
  const online = useOnline();
  const code = instrument.ShowCode;

  const keep = () => {
    if (typed !== null) oneClick.lots[instrument.Code] = fitLots(typed, instrument.Pip, instrument.ForexMinCont) ?? kept;
    setTyped(null);
  };
  const tap = async (direction: OrderDirection) => {
    if (!token) return void navigate({ href: paths.login(paths.trade(instrument.Id)) });
    setSending(true);
    try {
      await placeOneClick(instrument, direction, kept);
    } catch {
      // Refused or lost: the call has told the user why, in their language.
    } finally {
      setSending(false);
    }
  };
  const off = !open || !online || sending;
  const price = (value: string) => formatPrice(value, instrument.PricePrecision, i18n.locale);

  return (
    <div className="one-click-bar sell-buy" data-testid="one-click-bar" data-code={instrument.Code}>
      <button type="button" className="one-click-side one-click-sell" disabled={off} onClick={() => void tap(ORDER_SELL)} data-testid="one-click-sell">
        <span className="one-click-label"><Trans>Sell</Trans></span>
        <span className="num">{price(bid)}</span>
      </button>
      <input
        className="one-click-lots num"
        inputMode="decimal"
        aria-label={t`Lots a tap trades on ${code}`}
        value={typed ?? kept}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={keep}
        onKeyDown={(event) => event.key === "Enter" && event.currentTarget.blur()}
        data-testid="one-click-lots"
      />
      <button type="button" className="one-click-side one-click-buy" disabled={off} onClick={() => void tap(ORDER_BUY)} data-testid="one-click-buy">
        <span className="one-click-label"><Trans>Buy</Trans></span>
        <span className="num">{price(ask)}</span>
      </button>
    </div>
  );
}
