import { memo } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Instrument } from "#domain/instrument.ts";
import { ORDER_BUY, ORDER_SELL, type OrderDirection } from "#domain/order.ts";
import type { BidAsk } from "#domain/trading/prices.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { BLOCK_MESSAGES } from "./block-message.ts";
import { spreadPoints } from "#domain/trading/spread.ts";
import type { TradeBlock } from "./trade-block.ts";

interface TradeButtonsProps {
  instrument: Instrument;
  quote: BidAsk;
  block: TradeBlock | undefined;
  onTrade: (direction: OrderDirection) => void;
}

/* The same elements at every render, so a tick does not render their messages again. */
const sellLabel = <span className="trade-side-label"><Trans>Sell</Trans></span>;
const buyLabel = <span className="trade-side-label"><Trans>Buy</Trans></span>;

/** The spread in points: its message renders again only when the spread changes, not at every tick. */
const Spread = memo(function Spread({ spread }: { spread: string }) {
  return (
    <span className="trade-spread num" data-testid="trade-spread"><Trans comment="The spread in points, the instrument's last decimal; pts abbreviates points">Spread {spread} pts</Trans></span>
  );
});

/** Sell at the Bid and buy at the Ask, the spread between them, and why both are off when they are. */
export function TradeButtons({ instrument, quote, block, onTrade }: TradeButtonsProps) {
  const { i18n } = useLingui();
  const precision = instrument.PricePrecision;
  const spread = spreadPoints(quote, precision);
  return (
    <div className="trade-actions">
      <div className="trade-buttons sell-buy">
        <button type="button" className="trade-side trade-sell" disabled={block !== undefined} onClick={() => onTrade(ORDER_SELL)} data-testid="trade-sell">
          {sellLabel}
          <span className="num trade-side-price" data-testid="sell-price">{formatPrice(quote.Bid, precision, i18n.locale)}</span>
        </button>
        <Spread spread={spread} />
        <button type="button" className="trade-side trade-buy" disabled={block !== undefined} onClick={() => onTrade(ORDER_BUY)} data-testid="trade-buy">
          {buyLabel}
          <span className="num trade-side-price" data-testid="buy-price">{formatPrice(quote.Ask, precision, i18n.locale)}</span>
        </button>
      </div>
      {block && <p className="trade-block muted" role="status" data-testid="trade-block" data-reason={block}>{i18n._(BLOCK_MESSAGES[block])}</p>}
    </div>
  );
}
