import { Activity, lazy, Suspense, useState, type ComponentType } from "react";
import { QuotesPage } from "#features/quotes/quotes-page.tsx";
import type { TabPage } from "./tab-pages.ts";

type PageModule = Promise<{ default: ComponentType }>;

/** The tab pages loaded on demand, each its own chunk; the home page comes with the app. */
const LOADERS: Record<Exclude<TabPage, "/">, () => PageModule> = {
  "/trade": () => import("#features/trade/trade-page.tsx"),
  "/order": () => import("#features/orders/orders-page.tsx"),
  "/user": () => import("#features/account/user-centre-page.tsx"),
  "/news": () => import("#features/news/news-page.tsx"),
  "/rank": () => import("#features/rank/rank-page.tsx"),
};

const PAGES: Record<TabPage, ComponentType> = {
  "/": QuotesPage,
  "/trade": lazy(LOADERS["/trade"]),
  "/order": lazy(LOADERS["/order"]),
  "/user": lazy(LOADERS["/user"]),
  "/news": lazy(LOADERS["/news"]),
  "/rank": lazy(LOADERS["/rank"]),
};

/**
 * Starts fetching the code of the tab page the app opens on, while the language and the kept
 * prices load, instead of once the first render asks for it.
 */
export function startLoadingTabPage(pathname: string): void {
  if (Object.hasOwn(LOADERS, pathname)) void LOADERS[pathname as keyof typeof LOADERS]();
}

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
