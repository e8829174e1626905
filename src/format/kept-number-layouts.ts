import { adoptKeptLayouts, readLayouts } from "#domain/format/lay-out-decimal.ts";

const STORAGE_KEY = "pipwise.number-layouts";

interface KeptLayouts {
  /** The browser that wrote them: another version may lay numbers out with other data. */
  browser: string;
  layouts: Record<string, unknown>;
}

function readKept(): Record<string, unknown> {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as KeptLayouts | null;
    return kept?.browser === navigator.userAgent && typeof kept.layouts === "object" && kept.layouts !== null ? kept.layouts : {};
  } catch {
    return {};
  }
}

function keep(): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ browser: navigator.userAgent, layouts: readLayouts() } satisfies KeptLayouts));
  } catch {
    // Private mode or a full quota: the next visit reads the layouts from Intl again.
  }
}

/**
 * The number layouts this browser used last visit, so the first prices are written without
 * waiting for Intl to start (tens of milliseconds on a phone); those read anew are kept for the next.
 */
export function keepNumberLayouts(): void {
  let keeping: ReturnType<typeof setTimeout> | undefined;
  adoptKeptLayouts(readKept(), () => {
    // Once the render that read them is over: a short first visit keeps them too.
    keeping ??= setTimeout(() => {
      keeping = undefined;
      keep();
    });
  });
}
