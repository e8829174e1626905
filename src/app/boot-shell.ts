import { useEffect, useLayoutEffect } from "react";
import "./boot-shell.css";

/**
 * Removes index.html's shell once `rendered`, in the same frame as the page that replaces it:
 * the first render of the app may come before the route has resolved, with nothing to show yet.
 */
export function useBootShellUntil(rendered: boolean): void {
  useLayoutEffect(() => {
    if (rendered) document.getElementById("boot-shell")?.remove();
  }, [rendered]);
}

let shown = () => {};
/** Settles once the first page has been committed and its effects run, after the browser could paint it. */
export const firstPageShown = new Promise<void>((resolve) => (shown = resolve));

/** Settles `firstPageShown` once `rendered`. */
export function useFirstPageShown(rendered: boolean): void {
  useEffect(() => {
    if (rendered) shown();
  }, [rendered]);
}

/** Whether the early script painted home's kept copy in the shell (src/early-home.ts), which it makes inert. */
export const shellHoldsHomeCopy = (): boolean => document.getElementById("boot-shell")?.inert === true;
