import { useSnapshot } from "valtio";
import { dismiss, toasts } from "#state/toasts.ts";
import "./toast-stack.css";

/** Renders the toast list; a tap dismisses a toast early. */
export function ToastStack() {
  const { items } = useSnapshot(toasts);
  if (items.length === 0) return null;
  return (
    <div className="toast-stack" role="status" aria-live="polite">
      {items.map((toast) => (
        <button key={toast.id} type="button" className={`toast toast-${toast.kind}`} onClick={() => dismiss(toast.id)} data-testid="toast">
          {toast.text}
        </button>
      ))}
    </div>
  );
}
