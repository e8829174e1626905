import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSnapshot } from "valtio";
import { oneClick } from "#state/one-click.ts";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";

/** One-click trading on this device: off by default, and on only after the user read what a tap will do. */
export function OneClickSetting() {
  const { t } = useLingui();
  const { enabled } = useSnapshot(oneClick);
  const [warning, setWarning] = useState(false);
  const turn = (on: boolean) => {
    if (on) setWarning(true);
    else oneClick.enabled = false;
  };

  return (
    <fieldset className="appearance-group">
      <legend className="appearance-legend"><Trans>Trading</Trans></legend>
      <label className="menu-row appearance-choice">
        <span className="menu-label"><Trans>One-click trading</Trans></span>
        <input type="checkbox" role="switch" checked={enabled} onChange={(event) => turn(event.target.checked)} data-testid="one-click-switch" />
      </label>
      <ConfirmDialog
        open={warning}
        title={t`Turn on one-click trading?`}
        message={t`Sell and Buy buttons will appear on the chart and in the quotes list. One tap on them opens a position at once, at the market price, with the lots shown and no stop loss or take profit: there is no ticket and no second question. Trading this way can lose money quickly. Turn it on only if you understand this; you can turn it off here at any time.`}
        confirmLabel={t`I understand, turn it on`}
        onConfirm={() => {
          oneClick.enabled = true;
          setWarning(false);
        }}
        onCancel={() => setWarning(false)}
        testId="one-click-warning"
      />
    </fieldset>
  );
}
