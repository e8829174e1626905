// The page's early classic script (scripts/vite-early-classic-script.ts): the parser runs it in the
// head, before the first paint and before any module of the main bundle is evaluated.
import "./early-appearance.ts";
import "./early-preload.ts";
import "./early-read.ts";
import "./early-number-layouts.ts";
import "./early-home.ts";
