import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import type { Instrument, Period } from "../../domain/instrument.ts";
import { TOPIC_DAY_MARKET } from "../../domain/socket-protocol.ts";
import { useCandles, useInstruments, useLiveTopic } from "../../data/facade.ts";
import { CandleChart } from "./candle-chart.tsx";
import { InstrumentDrawer } from "./instrument-drawer.tsx";
import { PeriodBar } from "./period-bar.tsx";
import { rememberInstrument, rememberPeriod, rememberedPeriod } from "./trade-memory.ts";
import { TradeHeader } from "./trade-header.tsx";
import { useTradeId } from "./use-trade-id.ts";
import "./trade.css";

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
  const series = useCandles(instrument.Id, instrument.Code, period);
  useEffect(() => rememberInstrument(instrument.Id), [instrument.Id]);

  const choosePeriod = useCallback((p: Period) => {
    setPeriod(p);
    rememberPeriod(p);
  }, []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const pick = useCallback((id: number) => {
    setDrawerOpen(false);
    void navigate({ to: "/trade", search: { id } });
  }, [navigate]);

  return (
    <div className="page trade-page">
      <TradeHeader instrument={instrument} onOpenDrawer={() => setDrawerOpen(true)} />
      <PeriodBar period={period} onChange={choosePeriod} />
      <CandleChart key={`${instrument.Id}|${period}`} candles={series.candles} precision={instrument.PricePrecision} period={period}
        loading={series.loading} failed={series.failed} asOf={series.asOf} older={series.older} onRetry={series.retry} onNeedOlder={series.loadOlder} />
      <InstrumentDrawer open={drawerOpen} onClose={closeDrawer} instruments={instruments} selectedId={instrument.Id} onPick={pick} />
    </div>
  );
}
