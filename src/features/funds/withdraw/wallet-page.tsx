import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronRight, ReceiptText } from "lucide-static";
import { useBalance } from "#data/account/facade.ts";
import { WITHDRAW_BANK, WITHDRAW_CRYPTO } from "#domain/withdraw.ts";
import { formatMoney } from "#domain/format/format-money.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { RealAccountOnly } from "#widgets/real-account-only.tsx";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { WalletMethods } from "./wallet-methods.tsx";
import "./withdraw.css";

/** /mine/wallet: the balance, the part held for withdrawals, the bound methods, and the ways money comes in and out. */
export function WalletPage() {
  const { i18n, t } = useLingui();
  const { balance } = useBalance();
  return (
    <div className="page wallet-page" data-testid="wallet-page">
      <PageHeader title={t`Wallet`} />
      <RealAccountOnly>
        <dl className="wallet-figures">
          <div>
            <dt className="muted"><Trans>Balance (USD)</Trans></dt>
            <dd className="num" data-testid="wallet-balance">{formatMoney(balance?.balance, i18n.locale)}</dd>
          </div>
          <div>
            <dt className="muted"><Trans>Held for withdrawals</Trans></dt>
            <dd className="num" data-testid="wallet-locked">{formatMoney(balance?.lock_balance, i18n.locale)}</dd>
          </div>
        </dl>
        <div className="wallet-actions">
          <Link to="/mine/charge" className="button-primary" data-testid="wallet-deposit"><Trans>Deposit</Trans></Link>
          <Link to="/mine/withdraw" className="button-secondary" data-testid="wallet-withdraw"><Trans>Withdraw</Trans></Link>
        </div>
        <WalletMethods type={WITHDRAW_CRYPTO} />
        <WalletMethods type={WITHDRAW_BANK} />
        <ul className="menu-list wallet-entries">
          <li>
            <Link to="/mine/history" className="menu-row" data-testid="wallet-history">
              <SvgIcon svg={ReceiptText} className="entry-icon" />
              <span className="menu-label"><Trans>Account details</Trans></span>
              <SvgIcon svg={ChevronRight} size={16} className="entry-chevron icon-directional" />
            </Link>
          </li>
        </ul>
      </RealAccountOnly>
    </div>
  );
}
