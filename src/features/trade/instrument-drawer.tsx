import { memo, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Instrument } from "#domain/instrument.ts";
import { InstrumentInfoButton } from "#widgets/instrument-info/instrument-info-button.tsx";
import { InstrumentLine } from "#widgets/instrument-line.tsx";
import { SearchBox } from "#ui/search-box.tsx";
import { Sheet } from "#ui/sheet.tsx";
import { filterInstruments } from "#domain/instrument-search.ts";

interface InstrumentDrawerProps {
  open: boolean;
  onClose: () => void;
  instruments: readonly Instrument[];
  selectedId: number | undefined;
  onPick: (id: number) => void;
}

const DrawerRow = memo(function DrawerRow({ instrument, selected, onPick }: { instrument: Instrument; selected: boolean; onPick: (id: number) => void }) {
  const row = useRef<HTMLButtonElement>(null);
  return (
    <li>
      <button ref={row} type="button" className="drawer-row" aria-current={selected || undefined} onClick={() => onPick(instrument.Id)}
        data-testid="drawer-row" data-code={instrument.Code}>
        <InstrumentLine instrument={instrument} row={row} />
      </button>
      <InstrumentInfoButton instrument={instrument} />
    </li>
  );
});

/** Side sheet listing every instrument, with a search box, to switch the chart. */
export const InstrumentDrawer = memo(function InstrumentDrawer({ open, onClose, instruments, selectedId, onPick }: InstrumentDrawerProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState("");
  const shown = filterInstruments(instruments, query);
  return (
    <Sheet open={open} onClose={onClose} title={t`Instruments`} side="start" testId="instrument-sheet">
      <SearchBox value={query} onChange={setQuery} placeholder={t`Search`} label={t`Search instruments`} testId="drawer-search" />
      <ul className="drawer-list">
        {shown.map((i) => (
          <DrawerRow key={i.Id} instrument={i} selected={i.Id === selectedId} onPick={onPick} />
        ))}
      </ul>
      {shown.length === 0 && (
        <p className="empty-note"><Trans>No data</Trans></p>
      )}
    </Sheet>
  );
});
