import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useDepositWays } from "#data/funds/facade.ts";
import { DEPOSIT_COIN, type DepositType } from "#domain/funds.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { RealAccountOnly } from "#widgets/real-account-only.tsx";
import { chosenOr, depositTypesOf } from "./deposit-choice.ts";
import { DepositPanel } from "./deposit-panel.tsx";
import { StillLoading } from "#ui/still-loading.tsx";
import { WayTabs } from "./way-tabs.tsx";
import "./funds.css";

/** The tabs of the ways to deposit that are open now, and the open one's panel. */
function DepositWays() {
  const ways = useDepositWays();
  const [wanted, setWanted] = useState<DepositType | null>(null);
  if (!ways.value) return <StillLoading read={ways} />;
  const types = depositTypesOf(ways.value);
  const open = chosenOr(types, (type) => type === wanted);
  if (open === undefined) {
    return <p className="empty-note" data-testid="deposit-closed"><Trans>No way to deposit is open right now. Please contact support.</Trans></p>;
  }
  return (
    <>
      <WayTabs ways={types} crypto={DEPOSIT_COIN} open={open} onOpen={setWanted} testId="deposit-tab" />
      <DepositPanel key={open} type={open} currencies={ways.value.bank_coins} />
    </>
  );
}

/** /mine/charge: deposit by coin or bank wire, with a proof, and the records of both; not for demo accounts. */
export function ChargePage() {
  const { t } = useLingui();
  return (
    <div className="page charge-page" data-testid="charge-page">
      <PageHeader title={t`Deposit`} />
      <RealAccountOnly>
        <DepositWays />
      </RealAccountOnly>
    </div>
  );
}
