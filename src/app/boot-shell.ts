import { useLayoutEffect } from "react";
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
