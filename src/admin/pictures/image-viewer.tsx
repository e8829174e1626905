import { useEffect, useRef, useState, type PointerEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { FIT, panned, rotated, viewTransform, zoomed } from "./viewer-view.ts";
import "./image-viewer.css";

interface ImageViewerProps {
  src: string;
  title: string;
  onClose: () => void;
}

/** A picture as large as the screen allows: zoom (buttons or wheel), quarter turns, drag to move. */
export function ImageViewer({ src, title, onClose }: ImageViewerProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [view, setView] = useState(FIT);

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const startDrag = (e: PointerEvent) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const moveDrag = (e: PointerEvent) => {
    const from = drag.current;
    if (!from) return;
    setView((v) => panned(v, e.clientX - from.x, e.clientY - from.y));
    drag.current = { x: e.clientX, y: e.clientY };
  };

  return (
    <dialog ref={dialog} className="viewer" aria-label={title} onClose={onClose}>
      <div className="viewer-tools">
        <strong className="viewer-title">{title}</strong>
        <button type="button" onClick={() => setView((v) => zoomed(v, -1))} aria-label={t`Zoom out`}>−</button>
        <span className="viewer-scale">{Math.round(view.scale * 100)}%</span>
        <button type="button" onClick={() => setView((v) => zoomed(v, 1))} aria-label={t`Zoom in`}>+</button>
        <button type="button" onClick={() => setView((v) => rotated(v, -1))} aria-label={t`Rotate left`}>⟲</button>
        <button type="button" onClick={() => setView((v) => rotated(v, 1))} aria-label={t`Rotate right`}>⟳</button>
        <button type="button" onClick={() => setView(FIT)}><Trans>Reset</Trans></button>
        <button type="button" onClick={() => dialog.current?.close()}><Trans>Close</Trans></button>
      </div>
      <div className="viewer-stage" onWheel={(e) => setView((v) => zoomed(v, e.deltaY < 0 ? 1 : -1))}
        onPointerDown={startDrag} onPointerMove={moveDrag} onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}>
        <img src={src} alt={title} draggable={false} style={{ transform: viewTransform(view) }} />
      </div>
    </dialog>
  );
}
