import { applyAppearance, followAppearanceChanges } from "#styles/appearance-attrs.ts";

// Runs before the first paint (its script is render-blocking), so the page never shows the other theme first.
applyAppearance();
followAppearanceChanges();
