import { useSnapshot } from "valtio";
import { useLingui } from "@lingui/react/macro";
import { loadingState } from "#api/loading.ts";

/** Blocks every tap while a call that asked for the loading indicator is in flight; it has no time-out. */
export function LoadingOverlay() {
  const { pending } = useSnapshot(loadingState);
  const { t } = useLingui();
  if (pending <= 0) return null;
  return (
    <div className="loading-overlay" role="progressbar" aria-label={t`Loading`} data-testid="loading-overlay">
      <span className="spinner" />
    </div>
  );
}
