import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { submitCoinDeposit } from "#api/funds.ts";
import { useDepositChannels } from "#data/funds/facade.ts";
import { ChoiceChips } from "./choice-chips.tsx";
import { chosenChannel, coinsOf, networksOf, type ChannelChoice } from "./deposit-choice.ts";
import { DepositAddress } from "./deposit-address.tsx";
import { DepositForm } from "./deposit-form.tsx";
import { StillLoading } from "#ui/still-loading.tsx";

interface CoinDepositProps {
  /** Changes after each deposit sent, for an empty form. */
  formKey: number;
  onSent: () => void;
}

/** A coin deposit: the coin, its network, the address to send to, then the amount and its proof. */
export function CoinDeposit({ formKey, onSent }: CoinDepositProps) {
  const { t } = useLingui();
  const channels = useDepositChannels();
  const [choice, setChoice] = useState<ChannelChoice>({ coin: null, channelId: null });
  const list = channels.value;
  if (!list) return <StillLoading read={channels} />;
  const { coin, channel } = chosenChannel(list, choice);
  if (!channel) return <p className="empty-note" data-testid="no-coin-channel"><Trans>No coin can be deposited right now.</Trans></p>;

  return (
    <>
      <div className="fund-choices">
        <ChoiceChips label={t`Coin`} value={coin} onChange={(picked) => setChoice({ coin: picked, channelId: null })}
          options={coinsOf(list).map((code) => ({ value: code, label: code }))} testId="deposit-coin" />
        <ChoiceChips label={t`Network`} value={channel.id} onChange={(id) => setChoice({ coin: coin ?? null, channelId: id })}
          options={networksOf(list, coin).map((option) => ({ value: option.id, label: option.protocol_code }))} testId="deposit-network" />
      </div>
      <DepositAddress channel={channel} />
      <DepositForm key={formKey} currency={channel.currency_code} submit={submitCoinDeposit} onSent={onSent} onRefused={channels.reload}
        fieldsOf={(entry) => ({ ...entry, charge_id: channel.id, address: channel.address })} />
    </>
  );
}
