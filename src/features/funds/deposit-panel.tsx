import { useRef, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { useDepositRecords } from "#data/funds/facade.ts";
import { DEPOSIT_COIN, type DepositType } from "#domain/funds.ts";
import { CoinDeposit } from "./coin-deposit.tsx";
import { DepositRecordRow } from "./deposit-record-row.tsx";
import { FundRecords } from "./fund-records.tsx";
import { WireDeposit } from "./wire-deposit.tsx";

interface DepositPanelProps {
  type: DepositType;
  /** The currencies a wire can be sent in. */
  currencies: readonly string[];
}

/** One tab: the way to deposit and, under it, the deposits already sent that way. */
export function DepositPanel({ type, currencies }: DepositPanelProps) {
  const records = useDepositRecords(type);
  const [sent, setSent] = useState(0);
  const list = useRef<HTMLElement>(null);
  const onSent = () => {
    setSent((count) => count + 1);
    records.reload();
    // The form is empty again: show where the deposit now stands, at the top of the records.
    list.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  return (
    <>
      {type === DEPOSIT_COIN
        ? <CoinDeposit formKey={sent} onSent={onSent} />
        : <WireDeposit currencies={currencies} formKey={sent} onSent={onSent} />}
      <FundRecords title={<Trans>Deposit records</Trans>} kind="deposit" records={records} ref={list}
        row={(record) => <DepositRecordRow key={record.id} record={record} />} />
    </>
  );
}
