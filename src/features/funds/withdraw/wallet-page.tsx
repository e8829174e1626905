import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDownToLine, ArrowUpFromLine, ChevronRight, Landmark, ReceiptText, WalletMinimal } from "lucide-static";
import { useBalance } from "../../../data/facade.ts";
import { formatMoney } from "../../../ui/format-money.ts";
import { PageHeader } from "../../../ui/page-header.tsx";
import { RealAccountOnly } from "../../../ui/real-account-only.tsx";
import { SvgIcon } from "../../../ui/svg-icon.tsx";
import "./withdraw.css";

type WalletPath = "/mine/charge" | "/mine/withdraw" | "/mine/coin-address-list" | "/mine/bank-card-list" | "/mine/history";

function WalletEntry({ to, icon, label }: { to: WalletPath; icon: string; label: string }) {
  return (
    <li>
      <Link to={to} className="menu-row" data-testid="wallet-entry" data-to={to}>
        <SvgIcon svg={icon} className="entry-icon" />
        <span className="menu-label">{label}</span>
        <SvgIcon svg={ChevronRight} size={16} className="entry-chevron icon-directional" />
      </Link>
    </li>
  );
}

/** /mine/wallet: the balance, the part held for withdrawals, and the ways money comes in and out (SPEC §2). */
export function WalletPage() {
  const { t } = useLingui();
  const { balance } = useBalance();
  return (
    <div className="page wallet-page" data-testid="wallet-page">
      <PageHeader title={t`Wallet`} />
      <RealAccountOnly>
        <dl className="wallet-figures">
          <div>
            <dt className="muted"><Trans>Balance (USD)</Trans></dt>
            <dd className="num" data-testid="wallet-balance">{formatMoney(balance?.balance)}</dd>
          </div>
          <div>
            <dt className="muted"><Trans>Held for withdrawals</Trans></dt>
            <dd className="num" data-testid="wallet-locked">{formatMoney(balance?.lock_balance)}</dd>
          </div>
        </dl>
        <ul className="menu-list wallet-entries">
          <WalletEntry to="/mine/charge" icon={ArrowDownToLine} label={t`Deposit`} />
          <WalletEntry to="/mine/withdraw" icon={ArrowUpFromLine} label={t`Withdraw`} />
          <WalletEntry to="/mine/coin-address-list" icon={WalletMinimal} label={t`Withdrawal addresses`} />
          <WalletEntry to="/mine/bank-card-list" icon={Landmark} label={t`Bank accounts`} />
          <WalletEntry to="/mine/history" icon={ReceiptText} label={t`Account details`} />
        </ul>
      </RealAccountOnly>
    </div>
  );
}
