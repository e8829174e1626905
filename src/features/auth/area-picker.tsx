import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AreaCode } from "#domain/contract/accounts.ts";
import { ChevronDownIcon, SearchIcon } from "#ui/icons.tsx";
import { Sheet } from "#ui/sheet.tsx";
import { filterAreas } from "./area-search.ts";
import type { AreaChoice } from "./use-area-choice.ts";

/** The "+852 ▾" prefix of a phone field; it opens a searchable list of every country. */
export function AreaPicker({ areas, area, choose }: AreaChoice) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const shown = areas ? filterAreas(areas, query) : [];

  const pick = (next: AreaCode) => {
    choose(next);
    setOpen(false);
    setQuery("");
  };

  return (
    <>
      <button type="button" className="field-prefix num" onClick={() => setOpen(true)} disabled={!areas}
        aria-label={t`Country calling code`} data-testid="area-picker">
        {area ? `+${area.global_code}` : "+…"}
        <ChevronDownIcon />
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t`Country calling code`} testId="area-sheet">
        <label className="area-search">
          <SearchIcon />
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t`Country or code`} dir="auto"
            aria-label={t`Search countries`} data-testid="area-search" />
        </label>
        <ul className="menu-list">
          {shown.map((a) => (
            <li key={a.id}>
              <button type="button" className="menu-row area-row" aria-current={a.id === area?.id || undefined} onClick={() => pick(a)}
                data-testid="area-option" data-code={a.code}>
                <span className="area-name">{a.name}</span>
                <span className="num muted">+{a.global_code}</span>
              </button>
            </li>
          ))}
        </ul>
        {shown.length === 0 && (
          <p className="empty-note"><Trans>No data</Trans></p>
        )}
      </Sheet>
    </>
  );
}
