import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { StatementEntry } from "#domain/contract/statement.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { formatSignedMoney, signDirection } from "#domain/format/format-signed.ts";
import { ORDER_BUY } from "#domain/order.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { KIND_LABELS } from "./statement-labels.ts";

function Figure({ label, children, text = false }: { label: ReactNode; children: ReactNode; text?: boolean }) {
  return (
    <div className="statement-figure">
      <dt className="muted">{label}</dt>
      <dd><span className={text ? undefined : "num"}>{children}</span></dd>
    </div>
  );
}

function DealFigures({ entry }: { entry: StatementEntry }) {
  const { i18n, t } = useLingui();
  const precision = entry.price_precision ?? 5;
  return (
    <>
      <Figure label={t`Side`} text>{entry.direction === ORDER_BUY ? t`Buy` : t`Sell`}</Figure>
      <Figure label={t`Lots`}>{entry.lots}</Figure>
      <Figure label={t`Open price`}>{formatPrice(entry.open_price ?? undefined, precision, i18n.locale)}</Figure>
      <Figure label={t`Close price`}>{formatPrice(entry.close_price ?? undefined, precision, i18n.locale)}</Figure>
      <Figure label={t`Fee`}>{formatAmount(entry.fee ?? undefined, i18n.locale)}</Figure>
    </>
  );
}

function FundsFigures({ entry }: { entry: StatementEntry }) {
  const { t } = useLingui();
  return (
    <>
      <Figure label={t`Amount`}>{entry.amount} {entry.currency}</Figure>
      <Figure label={t`Status`} text><span data-testid="statement-status">{entry.status_text}</span></Figure>
    </>
  );
}

/** One deal, deposit or withdrawal of the statement, with the USD it moved. */
export function StatementRow({ entry }: { entry: StatementEntry }) {
  const { i18n } = useLingui();
  return (
    <li className="statement-row" data-testid="statement-row" data-kind={entry.kind} data-id={entry.id}>
      <div className="statement-row-head">
        <span className="statement-kind">{i18n._(KIND_LABELS[entry.kind])}{entry.code && <bdi className="statement-code"> {entry.code}</bdi>}</span>
        <span className={`num statement-usd ${signDirection(entry.usd ?? undefined)}`} data-testid="statement-usd">
          {entry.usd === null ? "--" : formatSignedMoney(entry.usd, i18n.locale)}
        </span>
      </div>
      <dl className="statement-figures">
        {entry.kind === "deal" ? <DealFigures entry={entry} /> : <FundsFigures entry={entry} />}
        <Figure label={<Trans>Time</Trans>} text>{formatDateTime(entry.at)}</Figure>
      </dl>
    </li>
  );
}
