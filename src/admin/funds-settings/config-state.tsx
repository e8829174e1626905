import { Trans, useLingui } from "@lingui/react/macro";

/** Whether users can choose a configured row, and whether it is still a seeded sample to be replaced. */
export function ConfigState({ enabled, sample }: { enabled: boolean; sample: boolean }) {
  const { t } = useLingui();
  return (
    <span className="config-state">
      {enabled ? <span className="state-open"><Trans>Open</Trans></span> : <span className="state-closed"><Trans>Closed</Trans></span>}
      {sample && (
        <span className="sample-badge" title={t`A seeded example, not a real account: replace it with a real one.`}>
          <Trans>Sample</Trans>
        </span>
      )}
    </span>
  );
}
