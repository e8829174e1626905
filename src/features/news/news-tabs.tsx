import { useLingui } from "@lingui/react/macro";
import { NEWS_CATEGORIES, type NewsCategory } from "#domain/news.ts";
import { NEWS_CATEGORY_LABELS } from "./news-labels.ts";
import "#ui/sticky-tabs.css";

interface NewsTabsProps {
  selected: NewsCategory | null;
  onSelect: (category: NewsCategory | null) => void;
}

/** All the news, or one category of it; the row scrolls sideways where the names do not fit. */
export function NewsTabs({ selected, onSelect }: NewsTabsProps) {
  const { t, i18n } = useLingui();
  const tabs: { value: NewsCategory | null; label: string }[] = [
    { value: null, label: t`All` },
    ...NEWS_CATEGORIES.map((category) => ({ value: category, label: i18n._(NEWS_CATEGORY_LABELS[category]) })),
  ];
  return (
    <div className="sticky-tabs news-tabs" role="tablist">
      {tabs.map(({ value, label }) => (
        <button key={value ?? "all"} type="button" role="tab" className="news-tab" aria-selected={value === selected}
          onClick={() => onSelect(value)} data-testid={`news-tab-${value ?? "all"}`}>
          {label}
        </button>
      ))}
    </div>
  );
}
