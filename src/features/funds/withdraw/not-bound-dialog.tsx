import { useRouter } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { WITHDRAW_CRYPTO, type WithdrawType } from "#domain/withdraw.ts";
import { Dialog } from "#ui/dialog.tsx";

/** Withdrawing needs a bound address or account; this offers to bind one. */
export function NotBoundDialog({ type, open, onClose }: { type: WithdrawType; open: boolean; onClose: () => void }) {
  const router = useRouter();
  return (
    <Dialog open={open} onClose={onClose} title={<Trans>Wallet not bound</Trans>} testId="not-bound-dialog"
      actions={
        <>
          <button type="button" className="dialog-button" onClick={onClose}><Trans>Cancel</Trans></button>
          <button type="button" className="dialog-button dialog-button-primary" data-testid="not-bound-bind"
            onClick={() => void router.navigate({ to: "/mine/withdraw-way", search: { type } })}>
            <Trans>Bind now</Trans>
          </button>
        </>
      }>
      {type === WITHDRAW_CRYPTO
        ? <Trans>Add an address in this currency to withdraw to it.</Trans>
        : <Trans>Add a bank account in this currency to withdraw to it.</Trans>}
    </Dialog>
  );
}
