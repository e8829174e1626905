import { useLingui } from "@lingui/react/macro";
import type { Instrument } from "#domain/instrument.ts";
import { StarIcon } from "#ui/row-icons.tsx";
import { InstrumentInfoButton } from "#widgets/instrument-info/instrument-info-button.tsx";

interface QuoteToolsProps {
  instrument: Instrument;
  favourite: boolean;
  onStar: (id: number) => void;
}

/** A row's star, which makes the instrument a favourite, and its info button, which opens its sheet. */
export function QuoteTools({ instrument, favourite, onStar }: QuoteToolsProps) {
  const { t } = useLingui();
  const code = instrument.ShowCode;
  return (
    <>
      <button type="button" className="icon-button quote-star" aria-pressed={favourite} aria-label={t`Favourite: ${code}`} onClick={() => onStar(instrument.Id)} data-testid="quote-star">
        <StarIcon filled={favourite} />
      </button>
      <InstrumentInfoButton instrument={instrument} />
    </>
  );
}
