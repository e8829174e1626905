import { Trans } from "@lingui/react/macro";
import type { Category } from "#domain/instrument.ts";

/** What the list shows: every instrument (null), the favourites, or one category. */
export type ListChoice = number | null | "favourites";

interface CategoryChipsProps {
  categories: readonly Category[] | undefined;
  selected: ListChoice;
  onSelect: (choice: ListChoice) => void;
}

/** "All", "Favourites", then one chip per category. */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  return (
    <div className="chips" role="tablist">
      <button type="button" role="tab" aria-selected={selected === null} className="chip" onClick={() => onSelect(null)} data-testid="category-chip">
        <Trans>All</Trans>
      </button>
      <button type="button" role="tab" aria-selected={selected === "favourites"} className="chip" onClick={() => onSelect("favourites")} data-testid="favourites-chip">
        <Trans>Favourites</Trans>
      </button>
      {categories?.map((c) => (
        <button key={c.Id} type="button" role="tab" aria-selected={selected === c.Id} className="chip" onClick={() => onSelect(c.Id)} data-testid="category-chip">
          {c.NameShowTrans}
        </button>
      ))}
    </div>
  );
}
