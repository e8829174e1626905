import { Trans, useLingui } from "@lingui/react/macro";
import type { WireBank } from "#domain/contract/funds.ts";
import { CopyButton } from "#widgets/copy-button.tsx";
import { SampleBadge, SampleWarning } from "./sample-note.tsx";

function BankDetail({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useLingui();
  if (!value.trim()) return null;
  return (
    <div className="bank-detail">
      <dt className="muted">{label}</dt>
      <dd>
        <span dir="auto" data-testid={testId}>{value}</span>
        <CopyButton text={value} label={t`Copy ${label}`} testId={`${testId}-copy`} />
      </dd>
    </div>
  );
}

/** The account a wire is sent to, each detail with its copy button (a banking app asks for them one by one). */
export function BankDetails({ bank }: { bank: WireBank }) {
  const { t } = useLingui();
  return (
    <section className="card fund-card" data-testid="wire-bank-card" data-sample={bank.sample || undefined}>
      <div className="fund-card-head">
        <h2 className="fund-card-title"><Trans>Send your wire to</Trans></h2>
        {bank.sample && <SampleBadge />}
      </div>
      {bank.sample && <SampleWarning of="bank" />}
      <dl className="bank-details">
        <BankDetail label={t`Bank name`} value={bank.bank_name} testId="bank-name" />
        <BankDetail label={t`Bank address`} value={bank.bank_address} testId="bank-address" />
        <BankDetail label={t`SWIFT code`} value={bank.bank_swift} testId="bank-swift" />
        <BankDetail label={t`Payee name`} value={bank.payee_name} testId="payee-name" />
        <BankDetail label={t`Payee account`} value={bank.payee_account} testId="payee-account" />
        <BankDetail label={t`Remark`} value={bank.bank_remark} testId="bank-remark" />
      </dl>
    </section>
  );
}
