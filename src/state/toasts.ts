import { proxy } from "valtio";

export type ToastKind = "info" | "warning" | "error";

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

export const TOAST_DURATION_MS = 2500;

/** Visible toasts, oldest first; the UI renders them and may dismiss one early. */
export const toasts = proxy<{ items: Toast[] }>({ items: [] });

let nextId = 1;

/**
 * Shows `text` for a while. The same text already on screen is not stacked again: a bad network
 * makes many calls fail at once and one toast says it.
 */
export function pushToast(text: string, kind: ToastKind = "info", durationMs = TOAST_DURATION_MS): number {
  const shown = toasts.items.find((t) => t.text === text);
  if (shown) return shown.id;
  const id = nextId++;
  toasts.items.push({ id, text, kind });
  setTimeout(() => dismiss(id), durationMs);
  return id;
}

export function dismiss(id: number): void {
  const index = toasts.items.findIndex((t) => t.id === id);
  if (index >= 0) toasts.items.splice(index, 1);
}
