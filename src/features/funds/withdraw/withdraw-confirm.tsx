import { Trans, useLingui } from "@lingui/react/macro";
import type { DrawMethod, WithdrawCurrency } from "#domain/contract/withdraw.ts";
import { RECEIVED_DECIMALS } from "#domain/withdraw.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { Sheet } from "#ui/sheet.tsx";
import { MethodCard } from "./method-card.tsx";

export interface WithdrawSummary {
  amount: string;
  fee: string;
  received: string;
  currency: WithdrawCurrency;
  method: DrawMethod;
}

interface WithdrawConfirmProps {
  summary: WithdrawSummary | null;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before money leaves the balance: what is taken, what it costs, what arrives where. */
export function WithdrawConfirm({ summary, sending, onConfirm, onClose }: WithdrawConfirmProps) {
  const { i18n, t } = useLingui();
  return (
    <Sheet open={summary !== null} onClose={onClose} title={t`Confirm withdrawal`} testId="withdraw-confirm">
      {summary && (
        <div className="form">
          <dl className="withdraw-summary">
            <div><dt className="muted"><Trans>Amount</Trans></dt><dd className="num" dir="ltr" data-testid="confirm-amount">{formatAmount(summary.amount, i18n.locale)} USD</dd></div>
            <div><dt className="muted"><Trans>Fee</Trans></dt><dd className="num" dir="ltr" data-testid="confirm-fee">{formatAmount(summary.fee, i18n.locale)} USD</dd></div>
            <div><dt className="muted"><Trans>You receive</Trans></dt><dd className="num" dir="ltr" data-testid="confirm-received">{formatAmount(summary.received, i18n.locale, RECEIVED_DECIMALS)} {summary.currency.code}</dd></div>
          </dl>
          <p className="withdraw-summary-to"><MethodCard method={summary.method} /></p>
          <p className="muted withdraw-summary-note">
            <Trans>The amount is held from your balance until the withdrawal is paid; a refused one comes back.</Trans>
          </p>
          <button type="button" className="button-primary" disabled={sending} onClick={onConfirm} data-testid="withdraw-confirm-ok">
            <Trans>Withdraw</Trans>
          </button>
        </div>
      )}
    </Sheet>
  );
}
