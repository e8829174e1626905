import { Trans } from "@lingui/react/macro";
import { useSnapshot } from "valtio";
import { appUpdate, offerUpdate } from "#state/app-update.ts";
import { applyUpdate } from "./register-sw.ts";
import "./update-prompt.css";

/** "A new version is ready": applied only when the user says so, and never offered over an open sheet or dialog. */
export function UpdatePrompt() {
  const state = useSnapshot(appUpdate);
  if (!offerUpdate(state)) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span><Trans>A new version of Pipwise is ready.</Trans></span>
      <button type="button" className="button-primary" onClick={applyUpdate} data-testid="update-apply"><Trans>Update</Trans></button>
      <button type="button" className="button-secondary" onClick={() => (appUpdate.later = true)} data-testid="update-later"><Trans>Later</Trans></button>
    </div>
  );
}
