import { useLingui } from "@lingui/react/macro";

interface WayTabsProps<T extends number> {
  /** The ways open now, in their order: crypto and bank wire. */
  ways: readonly T[];
  /** Which of the two codes is crypto (deposits and withdrawals number them differently). */
  crypto: T;
  open: T;
  onOpen: (way: T) => void;
  /** Each tab's test id is `${testId}-coin` or `${testId}-wire`. */
  testId: string;
}

/** The crypto / bank wire switch at the top of the deposit and withdrawal pages. */
export function WayTabs<T extends number>({ ways, crypto, open, onOpen, testId }: WayTabsProps<T>) {
  const { t } = useLingui();
  return (
    <div className="segmented way-tabs" role="tablist">
      {ways.map((way) => (
        <button key={way} type="button" role="tab" className="segmented-option" aria-selected={way === open}
          onClick={() => onOpen(way)} data-testid={way === crypto ? `${testId}-coin` : `${testId}-wire`}>
          {way === crypto ? t`Crypto` : t`Bank wire`}
        </button>
      ))}
    </div>
  );
}
