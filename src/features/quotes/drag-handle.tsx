import { useRef, type PointerEvent } from "react";
import { GripIcon } from "#ui/row-icons.tsx";
import { placesMoved } from "./places-moved.ts";

/**
 * Drag a favourite's row by this handle (mouse, pen or touch: pointer events, the page does not
 * scroll under it); on release the row moves by the places it was dragged over.
 */
export function DragHandle({ label, onDrop }: { label: string; onDrop: (by: number) => void }) {
  const drag = useRef<{ startY: number; row: HTMLElement; height: number } | null>(null);

  const start = (event: PointerEvent<HTMLSpanElement>) => {
    const row = event.currentTarget.closest("li");
    if (!row) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startY: event.clientY, row, height: row.getBoundingClientRect().height };
    row.classList.add("dragging");
  };
  const follow = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag.current) drag.current.row.style.translate = `0 ${event.clientY - drag.current.startY}px`;
  };
  const end = (event: PointerEvent<HTMLSpanElement>, drop: boolean) => {
    const dragged = drag.current;
    if (!dragged) return;
    drag.current = null;
    dragged.row.style.translate = "";
    dragged.row.classList.remove("dragging");
    const by = placesMoved(event.clientY - dragged.startY, dragged.height);
    if (drop && by !== 0) onDrop(by);
  };

  return (
    <span
      className="drag-handle"
      role="img"
      aria-label={label}
      onPointerDown={start}
      onPointerMove={follow}
      onPointerUp={(event) => end(event, true)}
      onPointerCancel={(event) => end(event, false)}
      data-testid="drag-handle"
    >
      <GripIcon />
    </span>
  );
}
