import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Trash2 } from "lucide-static";
import { deleteDrawMethod } from "#api/withdraw.ts";
import { useDrawMethods } from "#data/funds/facade.ts";
import type { DrawMethod } from "#domain/contract/withdraw.ts";
import { WITHDRAW_BANK, WITHDRAW_CRYPTO, type WithdrawType } from "#domain/withdraw.ts";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";
import { PageHeader } from "#routing/page-header.tsx";
import { RealAccountOnly } from "#widgets/real-account-only.tsx";
import { useStepUp } from "#widgets/step-up/use-step-up.tsx";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { StillLoading } from "#ui/still-loading.tsx";
import { BindLink } from "./bind-link.tsx";
import { MethodCard } from "./method-card.tsx";
import "../funds.css";
import "./withdraw.css";

/** The user's bound methods of one type, each deletable after a confirmation, and the way to add one. */
function MethodList({ type }: { type: WithdrawType }) {
  const { t } = useLingui();
  const methods = useDrawMethods(type);
  const [deleting, setDeleting] = useState<DrawMethod | null>(null);
  const { withStepUp, stepUpSheet } = useStepUp();

  const remove = async (method: DrawMethod) => {
    setDeleting(null);
    try {
      await withStepUp((headers) => deleteDrawMethod(method.id, headers));
    } catch {
      // Shown by the API client; the list is read again either way.
    }
    methods.reload();
  };

  if (!methods.value) return <StillLoading read={methods} />;
  return (
    <>
      {methods.value.length === 0 ? (
        <p className="empty-note" data-testid="methods-empty"><Trans>No data</Trans></p>
      ) : (
        <ul className="method-list" data-testid="method-list">
          {methods.value.map((method) => (
            <li key={method.id} className="method-row" data-testid="method-row">
              <MethodCard method={method} />
              <button type="button" className="icon-button" onClick={() => setDeleting(method)} aria-label={t`Delete`} data-testid="method-delete">
                <SvgIcon svg={Trash2} size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="method-add"><BindLink type={type} /></div>
      <ConfirmDialog open={deleting !== null} testId="method-delete-dialog"
        title={type === WITHDRAW_CRYPTO ? t`Delete this address?` : t`Delete this bank account?`}
        message={t`Withdrawals already asked for are not affected.`} confirmLabel={t`Delete`}
        onConfirm={() => deleting && void remove(deleting)} onCancel={() => setDeleting(null)} />
      {stepUpSheet}
    </>
  );
}

function MethodListPage({ type, title }: { type: WithdrawType; title: string }) {
  return (
    <div className="page method-list-page" data-testid="method-list-page">
      <PageHeader title={title} />
      <RealAccountOnly>
        <MethodList type={type} />
      </RealAccountOnly>
    </div>
  );
}

/** /mine/coin-address-list: the bound coin addresses. */
export function CoinAddressListPage() {
  const { t } = useLingui();
  return <MethodListPage type={WITHDRAW_CRYPTO} title={t`Withdrawal addresses`} />;
}

/** /mine/bank-card-list: the bound bank accounts. */
export function BankCardListPage() {
  const { t } = useLingui();
  return <MethodListPage type={WITHDRAW_BANK} title={t`Bank accounts`} />;
}
