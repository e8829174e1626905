import { Trans } from "@lingui/react/macro";
import type { CreditFigures } from "./deposit-figures.ts";

/** "Credit on approval: 45000.00 USD at 90000 USD per BTC", or what was credited. */
export function CreditLine({ figures }: { figures: CreditFigures }) {
  const { credit, usdPrice, currency } = figures;
  return (
    <p className="sum-line" data-testid="credit-line">
      {figures.tense === "would" ? (
        <Trans>Credit on approval: <bdi>{credit}</bdi> USD at <bdi>{usdPrice}</bdi> USD per <bdi>{currency}</bdi></Trans>
      ) : (
        <Trans>Credited: <bdi>{credit}</bdi> USD at <bdi>{usdPrice}</bdi> USD per <bdi>{currency}</bdi></Trans>
      )}
    </p>
  );
}
