import { SearchIcon } from "./icons.tsx";
import "./search-box.css";

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The field's name for screen readers. */
  label: string;
  testId: string;
  autoFocus?: boolean;
}

/** A search field with its magnifier, filtering as the user types. */
export function SearchBox({ value, onChange, placeholder, label, testId, autoFocus }: SearchBoxProps) {
  return (
    <label className="search-box">
      <SearchIcon />
      <input type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder}
        aria-label={label} data-testid={testId} autoFocus={autoFocus} enterKeyHint="search" />
    </label>
  );
}
