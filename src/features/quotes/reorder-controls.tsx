import { useLingui } from "@lingui/react/macro";
import { ArrowDownIcon, ArrowUpIcon } from "#ui/row-icons.tsx";
import { DragHandle } from "./drag-handle.tsx";

export type RowPlace = "first" | "middle" | "last" | "only";

interface ReorderControlsProps {
  id: number;
  code: string;
  place: RowPlace;
  onMove: (id: number, by: number) => void;
}

/** A favourite's drag handle, and the buttons that move it one place for those who cannot drag. */
export function ReorderControls({ id, code, place, onMove }: ReorderControlsProps) {
  const { t } = useLingui();
  const top = place === "first" || place === "only";
  const bottom = place === "last" || place === "only";
  return (
    <>
      <DragHandle label={t`Drag to reorder ${code}`} onDrop={(by) => onMove(id, by)} />
      <span className="reorder-buttons">
        <button type="button" className="icon-button reorder-button" disabled={top} aria-label={t`Move ${code} up`} onClick={() => onMove(id, -1)} data-testid="move-up">
          <ArrowUpIcon />
        </button>
        <button type="button" className="icon-button reorder-button" disabled={bottom} aria-label={t`Move ${code} down`} onClick={() => onMove(id, 1)} data-testid="move-down">
          <ArrowDownIcon />
        </button>
      </span>
    </>
  );
}
