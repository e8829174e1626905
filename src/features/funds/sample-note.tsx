import { Trans } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-static";
import { SvgIcon } from "#ui/svg-icon.tsx";

export function SampleBadge() {
  return <span className="sample-badge" data-testid="sample-badge"><Trans>Sample</Trans></span>;
}

/**
 * Beside a seeded example channel or bank account (`sample`): it is there to try the page with, and
 * money sent to it is lost, so this says so before anything else on the card.
 */
export function SampleWarning({ of }: { of: "address" | "bank" }) {
  return (
    <p className="sample-warning" role="note" data-testid="sample-warning">
      <SvgIcon svg={TriangleAlert} size={18} />
      <span>
        {of === "address"
          ? <Trans>This is a sample address, not a real account of ours. Do not send real money to it.</Trans>
          : <Trans>This is a sample bank account, not a real account of ours. Do not send real money to it.</Trans>}
      </span>
    </p>
  );
}
