import { lazy, Suspense, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Instrument } from "#domain/instrument.ts";
import { InfoIcon } from "#ui/row-icons.tsx";

// Off the first paint: the sheet and its texts load when a trader first opens one.
const InstrumentInfoSheet = lazy(() => import("./instrument-info-sheet.tsx"));

/** A small button that opens the instrument's sheet of contract terms. */
export function InstrumentInfoButton({ instrument }: { instrument: Instrument }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const code = instrument.ShowCode;
  return (
    <>
      <button type="button" className="icon-button instrument-info-button" aria-label={t`About ${code}`} onClick={() => setOpen(true)} data-testid="instrument-info-button">
        <InfoIcon />
      </button>
      {open && (
        <Suspense>
          <InstrumentInfoSheet instrument={instrument} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
