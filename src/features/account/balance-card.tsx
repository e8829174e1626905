import { useState } from "react";
import { useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Eye, EyeOff, RefreshCw } from "lucide-static";
import { resetDemoAccount } from "#api/trading-account.ts";
import { useBalance } from "#data/account/facade.ts";
import { useOnline } from "#data/market/facade.ts";
import { useKeptBalance } from "#data/orders/facade.ts";
import type { User } from "#domain/contract/accounts.ts";
import { isDemoUser } from "#state/session.ts";
import { AsOf } from "#ui/as-of.tsx";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";
import { formatMoney } from "#domain/format/format-money.ts";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { allowRealOnly } from "#widgets/real-only.ts";
import { useBalanceHidden } from "./use-balance-hidden.ts";

/**
 * Balance (hideable), deposit and withdraw, and for a demo user the reset of its funds. Offline the
 * balance is the last one the device knew, with its time, as the positions are.
 */
export function BalanceCard({ user }: { user: User }) {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const { balance, reload } = useBalance();
  const online = useOnline();
  const kept = useKeptBalance();
  const shown = online || !kept ? { balance: balance?.balance, asOf: undefined } : kept;
  const [hidden, toggleHidden] = useBalanceHidden();
  const [confirming, setConfirming] = useState(false);

  const open = (to: "/mine/charge" | "/mine/withdraw") => {
    if (allowRealOnly(user)) void router.navigate({ to });
  };

  const reset = async () => {
    setConfirming(false);
    try {
      await resetDemoAccount();
      await reload();
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <section className="balance-card" data-testid="balance-card">
      <div className="balance-head">
        <span className="muted"><Trans>Balance (USD)</Trans></span>
        <button type="button" className="icon-button" onClick={toggleHidden} aria-pressed={hidden}
          aria-label={hidden ? t`Show balance` : t`Hide balance`} data-testid="balance-toggle">
          <SvgIcon svg={hidden ? EyeOff : Eye} size={18} />
        </button>
      </div>
      <p className="balance-value">
        <span className="num" data-testid="balance">{hidden ? "******" : formatMoney(shown.balance, i18n.locale)}</span>
      </p>
      <AsOf time={shown.asOf} />
      <div className="balance-actions">
        <button type="button" className="button-primary" onClick={() => open("/mine/charge")} data-testid="charge">
          <Trans>Deposit</Trans>
        </button>
        <button type="button" className="button-secondary" onClick={() => open("/mine/withdraw")} data-testid="withdraw">
          <Trans>Withdraw</Trans>
        </button>
      </div>
      {isDemoUser(user) && (
        <button type="button" className="reset-demo" onClick={() => setConfirming(true)} data-testid="reset-demo">
          <SvgIcon svg={RefreshCw} size={16} />
          <Trans>Reset demo account</Trans>
        </button>
      )}
      <ConfirmDialog open={confirming} title={t`Reset demo account`} testId="reset-demo-dialog"
        message={t`Close every demo order and restore the starting balance?`} confirmLabel={t`Reset`}
        onConfirm={() => void reset()} onCancel={() => setConfirming(false)} />
    </section>
  );
}
