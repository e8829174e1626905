import { useState } from "react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { deleteAlert } from "#api/alerts.ts";
import type { PriceAlert } from "#domain/contract/alerts.ts";
import { TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";
import { useAlerts } from "#data/alerts/facade.ts";
import { useInstruments, useLiveTopic } from "#data/market/facade.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";
import { draftOf, newDraft, type AlertDraft } from "./alert-draft.ts";
import { AlertRow } from "./alert-row.tsx";
import { AlertSheet } from "./alert-sheet.tsx";
import "./alerts.css";

interface Editing {
  start: AlertDraft;
  alert?: PriceAlert;
}

/** /alerts: the user's price alerts; `?forex_id=&level=` opens the new-alert form filled in. */
export function AlertsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const search = useSearch({ from: "/alerts" });
  const instruments = useInstruments();
  const alerts = useAlerts();
  const [deleting, setDeleting] = useState<PriceAlert>();
  const [editing, setEditing] = useState<Editing>();
  useLiveTopic(TOPIC_DAY_MARKET);

  const asked: Editing | undefined = search.forex_id === undefined ? undefined : { start: newDraft(search.forex_id, search.level, instruments?.find((instrument) => instrument.Id === search.forex_id)?.PricePrecision) };
  const open = editing ?? asked;
  const close = () => {
    setEditing(undefined);
    if (asked) void navigate({ to: "/alerts", search: {}, replace: true });
  };
  const saved = () => {
    close();
    alerts.reload();
  };
  const remove = async (alert: PriceAlert) => {
    setDeleting(undefined);
    await deleteAlert(alert.Id).catch(() => undefined);
    alerts.reload();
  };
  const firstId = instruments?.[0]?.Id;

  return (
    <div className="page alerts-page">
      <PageHeader
        title={t`Price alerts`}
        end={
          <button type="button" className="header-action" disabled={firstId === undefined} onClick={() => firstId !== undefined && setEditing({ start: newDraft(firstId) })} data-testid="alert-new">
            <Trans>New</Trans>
          </button>
        }
      />
      {alerts.value?.length === 0 && (
        <p className="alerts-empty muted" data-testid="alerts-empty"><Trans>No alerts yet. Set one to hear when a price gets where you want it, even with the app closed.</Trans></p>
      )}
      <ul className="alert-list" data-testid="alert-list">
        {alerts.value?.map((alert) => (
          <AlertRow key={alert.Id} alert={alert} onEdit={() => setEditing({ start: draftOf(alert), alert })} onDelete={() => setDeleting(alert)} />
        ))}
      </ul>
      {open && instruments && <AlertSheet key={open.alert?.Id ?? "new"} instruments={instruments} start={open.start} editing={open.alert} onClose={close} onSaved={saved} />}
      <ConfirmDialog open={deleting !== undefined} title={t`Delete alert`} message={t`Delete this alert?`} confirmLabel={t`Delete`}
        onConfirm={() => deleting && void remove(deleting)} onCancel={() => setDeleting(undefined)} testId="alert-delete-dialog" />
    </div>
  );
}
