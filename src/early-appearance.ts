import { applyAppearance } from "#styles/appearance-attrs.ts";

// Built as a classic script of its own that the parser runs before the first paint, so the page never shows the other theme first.
applyAppearance();
