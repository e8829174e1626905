import { useLingui } from "@lingui/react/macro";
import { formatPrice } from "#domain/format/format-price.ts";
import { formatSignedMoney } from "#domain/format/format-signed.ts";
import { layOutDecimal } from "#domain/format/lay-out-decimal.ts";
import { moneyAt, pipsTowards, type StopBasis, type StopSide } from "#domain/trading/stop-distance.ts";
import { stopEntryLevel, stopEntryText, type StopUnit } from "#domain/trading/stop-entry.ts";
import { Field } from "./field.tsx";
import "./stop-level-fields.css";

/** The take profit and stop loss as typed, in the chosen unit. */
export interface StopTexts {
  takeProfit: string;
  stopLoss: string;
}

interface StopLevelFieldsProps {
  ids: Record<keyof StopTexts, string>;
  unit: StopUnit;
  texts: StopTexts;
  /** What pips and money are measured from; without it only a price can be typed. */
  basis: StopBasis | undefined;
  errors: Partial<Record<keyof StopTexts, string | null>>;
  placeholder?: string;
  onChange: (unit: StopUnit, texts: StopTexts) => void;
}

const SIDES: Record<keyof StopTexts, StopSide> = { takeProfit: "take-profit", stopLoss: "stop-loss" };

/**
 * Take profit and stop loss typed as a price, a distance in pips or an amount in USD, each field
 * showing the level's other two figures under it: the distance as the pips field takes it, the money
 * as the result the position books there (negative at a loss). Switching the unit keeps the levels set.
 */
export function StopLevelFields({ ids, unit, texts, basis, errors, placeholder, onChange }: StopLevelFieldsProps) {
  const { t, i18n } = useLingui();
  const levelOf = (field: keyof StopTexts) => stopEntryLevel(unit, texts[field], SIDES[field], basis).level;
  const units: { unit: StopUnit; label: string; usable: boolean }[] = [
    { unit: "price", label: t`Price`, usable: true },
    { unit: "pips", label: t`Distance (pips)`, usable: basis !== undefined },
    { unit: "money", label: t`Amount (USD)`, usable: basis?.usdRate !== undefined },
  ];
  const switchTo = (next: StopUnit) =>
    onChange(next, {
      takeProfit: stopEntryText(next, levelOf("takeProfit"), "take-profit", basis),
      stopLoss: stopEntryText(next, levelOf("stopLoss"), "stop-loss", basis),
    });

  const hint = (field: keyof StopTexts) => {
    const level = levelOf(field);
    if (!basis || level === "" || errors[field] || !/^\d+(\.\d+)?$/.test(level)) return null;
    const price = formatPrice(level, basis.precision, i18n.locale);
    const pips = layOutDecimal(pipsTowards(basis, SIDES[field], level), i18n.locale);
    const money = moneyAt(basis, level);
    const result = money === undefined ? undefined : formatSignedMoney(money, i18n.locale);
    const parts = [
      unit !== "price" && t`Level ${price}`,
      unit !== "pips" && t`Distance ${pips} pips`,
      unit !== "money" && result !== undefined && t`Result ${result} USD`,
    ].filter((part): part is string => Boolean(part));
    return (
      <p className="stop-hint num" data-testid={`${ids[field]}-hint`}>
        {parts.map((part, place) => <bdi key={place}>{part}</bdi>)}
      </p>
    );
  };

  const field = (name: keyof StopTexts, label: string) => (
    <div className="stop-level">
      <Field label={label} inputId={ids[name]} error={errors[name]}>
        <input id={ids[name]} className="field-input num" inputMode={unit === "price" ? "decimal" : "text"} autoComplete="off" placeholder={placeholder} value={texts[name]}
          onChange={(e) => onChange(unit, { ...texts, [name]: e.target.value.trim() })} />
      </Field>
      {hint(name)}
    </div>
  );

  return (
    <div className="stop-levels">
      <div className="stop-units" role="radiogroup" aria-label={t`Enter take profit and stop loss as`}>
        {units.map((item) => (
          <button key={item.unit} type="button" role="radio" aria-checked={unit === item.unit} className="stop-unit" disabled={!item.usable}
            onClick={() => switchTo(item.unit)} data-testid={`stop-unit-${item.unit}`}>
            {item.label}
          </button>
        ))}
      </div>
      <div className="stop-level-pair">
        {field("takeProfit", t`Take profit`)}
        {field("stopLoss", t`Stop loss`)}
      </div>
    </div>
  );
}
