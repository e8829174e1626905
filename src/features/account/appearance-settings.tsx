import { useLingui } from "@lingui/react/macro";
import { chooseTheme, chooseUpDown, chosenTheme, shownUpDown, type Theme, type UpDown } from "#styles/appearance-attrs.ts";
import { useAppearanceKey } from "#styles/use-appearance.ts";

interface Choice<T> {
  value: T;
  label: string;
}

function ChoiceGroup<T extends string>({ legend, name, choices, chosen, onChoose }: { legend: string; name: string; choices: Choice<T>[]; chosen: T; onChoose: (value: T) => void }) {
  return (
    <fieldset className="appearance-group" data-testid={`${name}-choices`}>
      <legend className="appearance-legend">{legend}</legend>
      {choices.map(({ value, label }) => (
        <label key={value} className="menu-row appearance-choice">
          <span className="menu-label">{label}</span>
          <input type="radio" name={name} value={value} checked={chosen === value} onChange={() => onChoose(value)} data-testid={`${name}-${value}`} />
        </label>
      ))}
    </fieldset>
  );
}

/** The settings' theme (the system's until chosen) and up/down colours (the language's until chosen), kept on this device. */
export function AppearanceSettings() {
  const { t } = useLingui();
  useAppearanceKey();
  const themes: Choice<Theme | "system">[] = [
    { value: "system", label: t`Same as the system` },
    { value: "light", label: t`Light` },
    { value: "dark", label: t`Dark` },
  ];
  const upDowns: Choice<UpDown>[] = [
    { value: "green-up", label: t`Green up, red down` },
    { value: "red-up", label: t`Red up, green down` },
  ];
  return (
    <>
      <ChoiceGroup legend={t`Theme`} name="theme" choices={themes} chosen={chosenTheme() ?? "system"}
        onChoose={(value) => chooseTheme(value === "system" ? undefined : value)} />
      <ChoiceGroup legend={t`Up and down colours`} name="up-down" choices={upDowns} chosen={shownUpDown()} onChoose={chooseUpDown} />
    </>
  );
}
