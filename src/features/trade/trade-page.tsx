import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { useSnapshot } from "valtio";
import type { Instrument, Period } from "#domain/instrument.ts";
import type { OrderDirection } from "#domain/order.ts";
import { TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";
import { useCandles, useInstruments, useLiveTopic, useQuote } from "#data/market/facade.ts";
import { receiveOrder } from "#data/orders/facade.ts";
import { sessionState } from "#state/session.ts";
import { OneClickSlot } from "#widgets/one-click/one-click-slot.tsx";
import { paths } from "#routing/paths.ts";
import { RiskWarningLine } from "#widgets/risk-warning-line.tsx";
import { usePainted } from "#ui/use-painted.ts";
import { PeriodBar } from "./chart/period-bar.tsx";
import { useChartFeed } from "./chart/use-chart-feed.ts";
import { rememberInstrument, rememberPeriod, rememberedPeriod } from "./trade-memory.ts";
import { TradeButtons } from "./trade-buttons.tsx";
import { TradeHeader } from "./trade-header.tsx";
import { useTradeBlock } from "./use-trade-block.ts";
import { useTradeId } from "./use-trade-id.ts";
import "./trade.css";

/*
 * The chart (uPlot, two thirds of the page's code), the order ticket and the instrument drawer load
 * after the page's own chunk: the header, prices and buttons paint without waiting for them.
 */
const CandleChart = lazy(() => import("./chart/candle-chart.tsx").then((module) => ({ default: module.CandleChart })));
const ChartWithOrders = lazy(() => import("./chart/chart-with-orders.tsx").then((module) => ({ default: module.ChartWithOrders })));
const OrderSheet = lazy(() => import("./ticket/order-sheet.tsx"));
const InstrumentDrawer = lazy(() => import("./instrument-drawer.tsx").then((module) => ({ default: module.InstrumentDrawer })));

/** The chart's empty box, the same size as the chart, while its code loads. */
const chartBox = (
  <div className="chart-wrap">
    <div className="chart" />
  </div>
);

/** The same element at every render, so a tick does not render the warning again. */
const riskWarning = <RiskWarningLine />;

/** /trade: chart of the chosen instrument (`?id=`, else the first one) with the period bar. */
export default function TradePage() {
  const instruments = useInstruments();
  const id = useTradeId();
  const instrument = instruments?.find((i) => i.Id === id) ?? instruments?.[0];
  useLiveTopic(TOPIC_DAY_MARKET);

  if (!instruments) return <div className="page page-loading" data-testid="trade-loading" />;
  if (!instrument) {
    return (
      <div className="page">
        <p className="empty-note"><Trans>No data</Trans></p>
      </div>
    );
  }
  return <TradeView instrument={instrument} instruments={instruments} />;
}

function TradeView({ instrument, instruments }: { instrument: Instrument; instruments: readonly Instrument[] }) {
  const navigate = useNavigate();
  const [period, setPeriod] = useState<Period>(rememberedPeriod);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [ordering, setOrdering] = useState<OrderDirection | null>(null);
  const series = useCandles(instrument.Id, instrument.Code, period);
  const quote = useQuote(instrument.Code);
  const block = useTradeBlock(instrument, quote);
  const signedIn = Boolean(useSnapshot(sessionState).token);
  // The chart's and the drawer's code are asked for once the page has painted, so the header, prices,
  // buttons and risk warning (the page's largest paint) do not share the network with them.
  const painted = usePainted();
  useEffect(() => rememberInstrument(instrument.Id), [instrument.Id]);

  const choosePeriod = useCallback((p: Period) => {
    setPeriod(p);
    rememberPeriod(p);
  }, []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const pick = useCallback((id: number) => {
    setDrawerOpen(false);
    void navigate({ to: "/trade", search: { id } });
  }, [navigate]);
  const trade = (direction: OrderDirection) => {
    if (signedIn) setOrdering(direction);
    else void navigate({ href: paths.login(paths.trade()) });
  };
  const oneClick = useMemo(() => <OneClickSlot instrument={instrument} />, [instrument]);
  const bidAsk = quote ?? instrument.ForexQuotations;
  const chartKey = `${instrument.Id}|${period}`;
  const feed = useChartFeed(chartKey, series.candles, bidAsk);
  const chart = {
    instrumentId: instrument.Id, feed, precision: instrument.PricePrecision, period, loading: series.loading, failed: series.failed,
    saved: series.saved, asOf: series.asOf, older: series.older, onRetry: series.retry, onNeedOlder: series.loadOlder,
  };

  return (
    <div className="page trade-page">
      <TradeHeader instrument={instrument} onOpenDrawer={openDrawer} />
      <PeriodBar period={period} onChange={choosePeriod} />
      <Suspense fallback={chartBox}>
        {!painted ? chartBox : signedIn ? <ChartWithOrders key={chartKey} {...chart} /> : <CandleChart key={chartKey} {...chart} />}
      </Suspense>
      {oneClick}
      <TradeButtons instrument={instrument} quote={bidAsk} block={block} onTrade={trade} />
      {riskWarning}
      {painted && (
        <Suspense>
          <InstrumentDrawer open={drawerOpen} onClose={closeDrawer} instruments={instruments} selectedId={instrument.Id} onPick={pick} />
        </Suspense>
      )}
      {ordering !== null && (
        <Suspense>
          <OrderSheet key={instrument.Id} instrument={instrument} instruments={instruments} quote={bidAsk} block={block} direction={ordering}
            onClose={() => setOrdering(null)} onPlaced={receiveOrder} />
        </Suspense>
      )}
    </div>
  );
}
