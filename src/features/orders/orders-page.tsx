import { useCallback, useState } from "react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useOnline } from "#data/market/facade.ts";
import { useLiveOrders } from "#data/orders/facade.ts";
import type { Order } from "#domain/order.ts";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";
import { formatQuantity } from "#domain/format/format-quantity.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { AccountKindBadge } from "#widgets/account-kind-badge.tsx";
import { AccountCard } from "./account-card.tsx";
import { BulkCloseBar } from "./bulk-close-bar.tsx";
import { ClosePartSheet } from "./close-part-sheet.tsx";
import { HistoryList } from "./history-list.tsx";
import { HoldingRow } from "./holding-row.tsx";
import { cancelPending, closePosition } from "./order-actions.ts";
import { ModifyPendingSheet } from "./modify-pending-sheet.tsx";
import { PendingRow } from "./pending-row.tsx";
import { StopsSheet } from "./stops-sheet.tsx";
import "#ui/sticky-tabs.css";
import "./orders.css";

type Tab = "holding" | "dealing" | "history";
type Asking = { kind: "close" | "cancel" | "stops" | "part" | "modify"; order: Order } | null;

/** /order: the account card and the tabs holding, dealing and history; `?id=` opens that open order's sheet (as a line tapped on the chart asks). */
export default function OrdersPage() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const search = useSearch({ from: "/order" });
  const { holding, pending, asOf } = useLiveOrders();
  const [tab, setTab] = useState<Tab>("holding");
  const [asking, setAsking] = useState<Asking>(null);
  const askedHeld = holding.find((o) => o.Id === search.id);
  const askedPending = pending.find((o) => o.Id === search.id);
  // The order `?id=` names opens once when the book has it; the id leaves the address when its sheet closes.
  const [opened, setOpened] = useState<number>();
  if (search.id === undefined && opened !== undefined) setOpened(undefined);
  if (search.id !== undefined && opened !== search.id && (askedHeld || askedPending)) {
    setOpened(search.id);
    setTab(askedHeld ? "holding" : "dealing");
    setAsking(askedHeld ? { kind: "stops", order: askedHeld } : { kind: "modify", order: askedPending! });
  }
  const online = useOnline();
  const blocked = online ? undefined : t`Trading is unavailable offline`;
  const time = asOf === null ? "--" : formatDateTime(asOf);

  const askClose = useCallback((order: Order) => setAsking({ kind: "close", order }), []);
  const askCancel = useCallback((order: Order) => setAsking({ kind: "cancel", order }), []);
  const askStops = useCallback((order: Order) => setAsking({ kind: "stops", order }), []);
  const askPart = useCallback((order: Order) => setAsking({ kind: "part", order }), []);
  const askModify = useCallback((order: Order) => setAsking({ kind: "modify", order }), []);
  const done = () => {
    setAsking(null);
    if (search.id !== undefined) void navigate({ to: "/order", search: {}, replace: true });
  };

  const confirm = () => {
    if (!asking || blocked) return;
    setAsking(null);
    void (asking.kind === "close" ? closePosition(asking.order) : cancelPending(asking.order));
  };

  const tabs: { id: Tab; label: string; count?: number }[] = [
    { id: "holding", label: t`Positions`, count: holding.length },
    { id: "dealing", label: t`Pending`, count: pending.length },
    { id: "history", label: t`History` },
  ];
  // The sheet follows the live position, and goes away with it if a stop closes it meanwhile.
  const stopsOf = asking?.kind === "stops" ? holding.find((o) => o.Id === asking.order.Id) : undefined;
  const partOf = asking?.kind === "part" ? holding.find((o) => o.Id === asking.order.Id) : undefined;
  const modifyOf = asking?.kind === "modify" ? pending.find((o) => o.Id === asking.order.Id) : undefined;
  const code = asking?.order.ForexTradeLists.ShowCode ?? "";
  const lots = formatQuantity(asking?.order.Quantity, i18n.locale);

  return (
    <div className="page orders-page" data-testid="orders-page">
      <PageHeader title={t`Orders`} back={false} end={<AccountKindBadge />} />
      <AccountCard />
      {!online && (
        <p className="orders-offline" role="status" data-testid="orders-offline">
          <Trans>You are offline: balance and positions as of {time}. Trading is unavailable.</Trans>
        </p>
      )}
      <div className="sticky-tabs order-tabs" role="tablist">
        {tabs.map((item) => (
          <button key={item.id} type="button" role="tab" aria-selected={tab === item.id} className="order-tab"
            onClick={() => setTab(item.id)} data-testid={`orders-tab-${item.id}`}>
            {item.label}
            {item.count ? <span className="order-tab-count num">{item.count}</span> : null}
          </button>
        ))}
      </div>
      {tab === "holding" && (
        holding.length === 0
          ? <p className="empty-note" data-testid="holding-empty">{asOf === null ? <span className="spinner small" /> : <Trans>No open positions</Trans>}</p>
          : <>
            <BulkCloseBar holding={holding} blocked={blocked} />
            <ul className="order-list">{holding.map((o) => <HoldingRow key={o.Id} order={o} blocked={blocked} onClose={askClose} onStops={askStops} onClosePart={askPart} />)}</ul>
          </>
      )}
      {tab === "dealing" && (
        pending.length === 0
          ? <p className="empty-note" data-testid="pending-empty">{asOf === null ? <span className="spinner small" /> : <Trans>No pending orders</Trans>}</p>
          : <ul className="order-list">{pending.map((o) => <PendingRow key={o.Id} order={o} blocked={blocked} onCancel={askCancel} onModify={askModify} />)}</ul>
      )}
      {tab === "history" && <HistoryList />}
      <ConfirmDialog open={asking?.kind === "close"} title={t`Close position`} testId="close-dialog"
        message={t`Close ${lots} lots of ${code} at the market price?`} confirmLabel={t`Close position`} onConfirm={confirm} onCancel={done} />
      <ConfirmDialog open={asking?.kind === "cancel"} title={t`Cancel order`} testId="cancel-dialog"
        message={t`Cancel the pending ${code} order?`} confirmLabel={t`Cancel order`} onConfirm={confirm} onCancel={done} />
      {stopsOf && <StopsSheet order={stopsOf} blocked={blocked} onDone={done} />}
      {partOf && <ClosePartSheet order={partOf} blocked={blocked} onDone={done} />}
      {modifyOf && <ModifyPendingSheet order={modifyOf} blocked={blocked} onDone={done} />}
    </div>
  );
}
