import { Link } from "@tanstack/react-router";
import { Plus } from "lucide-static";
import { Trans } from "@lingui/react/macro";
import { WITHDRAW_CRYPTO, type WithdrawType } from "#domain/withdraw.ts";
import { SvgIcon } from "#ui/svg-icon.tsx";

/** To the binding form (/mine/withdraw-way) for an address or a bank account. */
export function BindLink({ type }: { type: WithdrawType }) {
  return (
    <Link to="/mine/withdraw-way" search={{ type }} className="bind-link" data-testid="bind-method">
      <SvgIcon svg={Plus} size={16} />
      {type === WITHDRAW_CRYPTO ? <Trans>Add an address</Trans> : <Trans>Add a bank account</Trans>}
    </Link>
  );
}
