import { pageBuild, homeSnapshotAtLoad } from "#data/market/home-snapshot.ts";
import { languageRecord } from "#domain/locales.ts";
import { paths } from "#routing/paths.ts";
import { LANGUAGE_STORAGE_KEY, pageLanguage } from "#i18n/resolve-language.ts";
import { startEarlyLive } from "./early-live.ts";

// Runs in the head (see src/early.ts): a return to home paints the page as the trader last saw it,
// its prices marked saved, before any module of the main bundle runs (decision 0036). It goes in
// index.html's shell, which React's first page replaces in the same frame (useBootShellUntil);
// until then the copy takes no taps and no focus (inert).
const snapshot = window.location.pathname === paths.home ? homeSnapshotAtLoad() : undefined;
const lang = pageLanguage(LANGUAGE_STORAGE_KEY);
if (snapshot?.html && snapshot.lang === lang) {
  const html = snapshot.html;
  const live = startEarlyLive(lang);
  // The main bundle sets <html lang dir> only once it runs: the copy carries its own meanwhile.
  const { locale, dir } = languageRecord(lang);
  // Filled as soon as the parser has closed the shell (#root follows it), so the copy is in the
  // frame drawn while the parser yields, not held until the main bundle has run after the parse.
  new MutationObserver((_, observer) => {
    const shell = document.getElementById("boot-shell");
    if (!shell || !document.getElementById("root")) return;
    observer.disconnect();
    // After an update the copy's markup may not fit the new styles: the load goes on without it.
    if (snapshot.build !== pageBuild()) return;
    shell.inert = true;
    shell.lang = locale;
    shell.dir = dir;
    shell.innerHTML = `<main class="app-main">${html}</main>`;
    live?.paintInto(shell, locale);
  }).observe(document, { childList: true, subtree: true });
}
