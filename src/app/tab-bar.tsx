import { Trans } from "@lingui/react/macro";
import { showComingSoon } from "./coming-soon.ts";
import { DocumentaryIcon, OrdersIcon, QuotesIcon, RankingIcon, TradeIcon } from "#ui/icons.tsx";
import { RouterAnchor } from "#routing/router-anchor.tsx";
import type { TabPage } from "./tab-pages.ts";

/** Footer tabs: quotes, trade, orders, documentary (coming soon), ranking. Each label is one line at 360 px, so some languages shorten it here. */
export function TabBar({ current }: { current: TabPage }) {
  const cls = (path: TabPage) => (path === current ? "tab tab-active" : "tab");
  return (
    <nav className="tab-bar" data-testid="tab-bar">
      <RouterAnchor href="/" className={cls("/")} data-testid="tab-quotes">
        <QuotesIcon />
        <span><Trans>Quotes</Trans></span>
      </RouterAnchor>
      <RouterAnchor href="/trade" className={cls("/trade")} data-testid="tab-trade">
        <TradeIcon />
        <span><Trans>Trade</Trans></span>
      </RouterAnchor>
      <RouterAnchor href="/order" className={cls("/order")} data-testid="tab-orders">
        <OrdersIcon />
        <span><Trans>Orders</Trans></span>
      </RouterAnchor>
      <button type="button" className="tab" onClick={showComingSoon} data-testid="tab-documentary">
        <DocumentaryIcon />
        <span><Trans context="tab bar">Copy trading</Trans></span>
      </button>
      <RouterAnchor href="/rank" className={cls("/rank")} data-testid="tab-ranking">
        <RankingIcon />
        <span><Trans>Ranking</Trans></span>
      </RouterAnchor>
    </nav>
  );
}
