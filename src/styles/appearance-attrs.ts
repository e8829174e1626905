import { readStored, writeStored } from "#state/stored.ts";

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const UP_DOWN = ["green-up", "red-up"] as const;
export type UpDown = (typeof UP_DOWN)[number];

const THEME_KEY = "pipwise.theme";
const UP_DOWN_KEY = "pipwise.up-down";

/** The page's --bg of each theme (theme.css), for the browser's own bars; the stylesheet may not be in when this runs. */
export const THEME_COLOUR: Record<Theme, string> = { dark: "#0d1117", light: "#ffffff" };

const darkScheme = () => globalThis.matchMedia?.("(prefers-color-scheme: dark)");
const listeners = new Set<() => void>();

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => choice === value);
}

/** The theme this device chose in settings; undefined follows the system. */
export function chosenTheme(): Theme | undefined {
  return oneOf(THEMES, readStored(THEME_KEY));
}

/** The up/down colours this device chose; undefined takes the language's convention. */
export function chosenUpDown(): UpDown | undefined {
  return oneOf(UP_DOWN, readStored(UP_DOWN_KEY));
}

/** The theme shown: the device's choice, else the system's scheme (dark when it states none). */
export function shownTheme(): Theme {
  return chosenTheme() ?? (darkScheme()?.matches === false ? "light" : "dark");
}

/** Red for up in Chinese (as theme.css's :lang(zh) rule), green for up elsewhere. */
export function languageUpDown(locale: string): UpDown {
  return /^zh\b/i.test(locale) ? "red-up" : "green-up";
}

export function shownUpDown(locale = document.documentElement.lang): UpDown {
  return chosenUpDown() ?? languageUpDown(locale);
}

/**
 * Puts the theme and a chosen up/down convention on <html> (theme.css reads data-theme and
 * data-updown) and gives the browser's bars the page's background.
 */
export function applyAppearance(): void {
  const root = document.documentElement;
  const theme = shownTheme();
  root.dataset.theme = theme;
  const upDown = chosenUpDown();
  if (upDown) root.dataset.updown = upDown;
  else delete root.dataset.updown;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLOUR[theme]);
  document.querySelector('meta[name="color-scheme"]')?.setAttribute("content", theme);
  for (const listener of listeners) listener();
}

export function chooseTheme(theme: Theme | undefined): void {
  writeStored(THEME_KEY, theme ?? null);
  applyAppearance();
}

export function chooseUpDown(upDown: UpDown | undefined): void {
  writeStored(UP_DOWN_KEY, upDown ?? null);
  applyAppearance();
}

/** Hears every change of what is shown; returns the unsubscribe. */
export function onAppearanceChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies the appearance again when the system's scheme changes or another tab chooses. */
export function followAppearanceChanges(): void {
  darkScheme()?.addEventListener("change", applyAppearance);
  globalThis.addEventListener("storage", (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === UP_DOWN_KEY) applyAppearance();
  });
}
