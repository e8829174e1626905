import { Trans, useLingui } from "@lingui/react/macro";
import type { PriceAlert } from "#domain/contract/alerts.ts";
import { alertCondition, alertNumber } from "#data/alerts/facade.ts";

interface AlertRowProps {
  alert: PriceAlert;
  onEdit: () => void;
  onDelete: () => void;
}

/** One alert: what it waits for, how often, its status and its last firing, with edit and delete. */
export function AlertRow({ alert, onEdit, onDelete }: AlertRowProps) {
  const { t, i18n } = useLingui();
  const status = { active: t`Active`, fired: t`Fired`, expired: t`Expired` }[alert.Status];
  const when = (seconds: number) => i18n.date(new Date(seconds * 1000), { dateStyle: "short", timeStyle: "short" });
  const until = alert.ExpiresAt === null ? null : when(alert.ExpiresAt);
  const firedAt = alert.FiredAt === null ? null : when(alert.FiredAt);
  const firedValue = alert.FiredValue === null ? null : alertNumber(alert, alert.FiredValue);
  return (
    <li className="alert-row" data-testid="alert-row" data-status={alert.Status} data-id={alert.Id}>
      <div className="alert-main">
        <span className="alert-code">{alert.ShowCode}</span>
        <span className={`alert-status alert-status-${alert.Status}`} data-testid="alert-status">{status}</span>
      </div>
      <p className="alert-condition num" data-testid="alert-condition">{alertCondition(alert)}</p>
      <p className="alert-meta muted">
        {alert.Repeat === "once" ? t`Once` : t`Every time it crosses`}
        {until !== null && <> · <Trans>until {until}</Trans></>}
      </p>
      {firedAt !== null && firedValue !== null && (
        <p className="alert-meta muted num" data-testid="alert-fired">
          <Trans>Fired at <bdi>{firedValue}</bdi>, {firedAt}</Trans>
        </p>
      )}
      <div className="alert-actions">
        <button type="button" className="button-secondary" onClick={onEdit} data-testid="alert-edit"><Trans>Edit</Trans></button>
        <button type="button" className="button-secondary button-danger" onClick={onDelete} data-testid="alert-delete"><Trans>Delete</Trans></button>
      </div>
    </li>
  );
}
