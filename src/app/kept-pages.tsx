import { Activity, lazy, Suspense, useState, type ComponentType } from "react";
import { QuotesPage } from "#features/quotes/quotes-page.tsx";
import type { TabPage } from "./tab-pages.ts";

const TradePage = lazy(() => import("#features/trade/trade-page.tsx"));
const OrdersPage = lazy(() => import("#features/orders/orders-page.tsx"));
const UserCentrePage = lazy(() => import("#features/account/user-centre-page.tsx"));
const RankPage = lazy(() => import("#features/rank/rank-page.tsx"));
const NewsPage = lazy(() => import("#features/news/news-page.tsx"));

const PAGES: Record<TabPage, ComponentType> = {
  "/": QuotesPage,
  "/trade": TradePage,
  "/order": OrdersPage,
  "/user": UserCentrePage,
  "/news": NewsPage,
  "/rank": RankPage,
};

/**
 * Renders every tab page visited so far and hides the inactive ones with <Activity>: their state
 * (scroll lists, chosen period, drawer) survives, while their effects (live subscriptions) stop
 * until they are shown again.
 */
export function KeptPages({ current }: { current: TabPage | null }) {
  const [visited, setVisited] = useState<TabPage[]>(current ? [current] : []);
  if (current && !visited.includes(current)) setVisited([...visited, current]);

  return visited.map((path) => {
    const Page = PAGES[path];
    return (
      <Activity key={path} mode={path === current ? "visible" : "hidden"} name={path}>
        <Suspense fallback={<div className="page-loading" />}>
          <Page />
        </Suspense>
      </Activity>
    );
  });
}
