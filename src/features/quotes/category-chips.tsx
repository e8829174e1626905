import { Trans } from "@lingui/react/macro";
import type { Category } from "#domain/instrument.ts";

interface CategoryChipsProps {
  categories: readonly Category[] | undefined;
  selected: number | null;
  onSelect: (id: number | null) => void;
}

/** "All" plus one chip per category; null means all. */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  return (
    <div className="chips" role="tablist">
      <button type="button" role="tab" aria-selected={selected === null} className="chip" onClick={() => onSelect(null)} data-testid="category-chip">
        <Trans>All</Trans>
      </button>
      {categories?.map((c) => (
        <button key={c.Id} type="button" role="tab" aria-selected={selected === c.Id} className="chip" onClick={() => onSelect(c.Id)} data-testid="category-chip">
          {c.NameShowTrans}
        </button>
      ))}
    </div>
  );
}
