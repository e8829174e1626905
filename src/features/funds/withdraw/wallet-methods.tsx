import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { useDrawMethods } from "#data/funds/facade.ts";
import { WITHDRAW_CRYPTO, type WithdrawType } from "#domain/withdraw.ts";
import { MethodCard } from "./method-card.tsx";

/** The wallet's list of one kind of bound method, with the way to the page that adds and deletes them. */
export function WalletMethods({ type }: { type: WithdrawType }) {
  const methods = useDrawMethods(type).value;
  const crypto = type === WITHDRAW_CRYPTO;
  return (
    <section className="wallet-methods" data-testid={crypto ? "wallet-addresses" : "wallet-banks"}>
      <div className="wallet-methods-head">
        <h2 className="wallet-methods-title">{crypto ? <Trans>Withdrawal addresses</Trans> : <Trans>Bank accounts</Trans>}</h2>
        <Link to={crypto ? "/mine/coin-address-list" : "/mine/bank-card-list"} className="bind-link" data-testid="wallet-manage">
          <Trans>Manage</Trans>
        </Link>
      </div>
      {methods && methods.length === 0 && <p className="muted method-none"><Trans>None yet</Trans></p>}
      {methods && methods.length > 0 && (
        <ul className="method-list">
          {methods.map((method) => <li key={method.id} className="method-row"><MethodCard method={method} /></li>)}
        </ul>
      )}
    </section>
  );
}
