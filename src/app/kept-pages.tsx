import { Activity, lazy, Suspense, useState, type ComponentType } from "react";
import { QuotesPage } from "#features/quotes/quotes-page.tsx";
import type { TabPage } from "./tab-pages.ts";

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A tab page loaded on demand, its own chunk. Once its code is in, it renders at once instead of
 * through React.lazy, which suspended the first render on `/trade` even when boot had already
 * loaded the page: the page's Suspense fallback committed first, and React held the page back
 * behind it until the chart's chunk had come too, with the risk warning (Lighthouse's largest
 * paint there) waiting for it.
 */
function onDemand(load: () => PageModule): { load: () => Promise<unknown>; Page: ComponentType } {
  let loaded: ComponentType | undefined;
  let loading: PageModule | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  return {
    load: start,
    Page: function OnDemandPage() {
      // Chosen once per mount: switching from Lazy to the loaded page would mount the page afresh.
      const [Loaded] = useState(() => loaded);
      return Loaded ? <Loaded /> : <Lazy />;
    },
  };
}

/** The tab pages loaded on demand, each its own chunk; the home page comes with the app. */
const ON_DEMAND: Record<Exclude<TabPage, "/">, ReturnType<typeof onDemand>> = {
  "/trade": onDemand(() => import("#features/trade/trade-page.tsx")),
  "/order": onDemand(() => import("#features/orders/orders-page.tsx")),
  "/user": onDemand(() => import("#features/account/user-centre-page.tsx")),
  "/news": onDemand(() => import("#features/news/news-page.tsx")),
  "/rank": onDemand(() => import("#features/rank/rank-page.tsx")),
};

const pageOf = (path: TabPage): ComponentType => (path === "/" ? QuotesPage : ON_DEMAND[path].Page);

/**
 * Starts loading the code of the tab page the app opens on, while the language and the kept
 * prices load, instead of once the first render asks for it; settles when it is in (or failed,
 * for the page's own Suspense to retry).
 */
export function startLoadingTabPage(pathname: string): Promise<unknown> {
  if (!Object.hasOwn(ON_DEMAND, pathname)) return Promise.resolve();
  return ON_DEMAND[pathname as keyof typeof ON_DEMAND].load().catch(() => undefined);
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
    const Page = pageOf(path);
    return (
      <Activity key={path} mode={path === current ? "visible" : "hidden"} name={path}>
        <Suspense fallback={<div className="page-loading" />}>
          <Page />
        </Suspense>
      </Activity>
    );
  });
}
