import { applyAppearance } from "#styles/appearance-attrs.ts";

// Runs before the first paint (see src/early.ts), so the page never shows the other theme first.
applyAppearance();
