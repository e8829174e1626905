import { useLayoutEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { ChartLine } from "./line-labels.ts";
import { orderLineLayer, type HeldLine, type LineLayerEvents } from "./order-line-layer.ts";

/** What a drag or a tap on the user's lines does; a chart without them (a visitor's) has none. */
export type LineHandlers = Pick<LineLayerEvents, "judge" | "drop" | "tap">;

export interface LineLayerProps {
  lines: readonly ChartLine[];
  handlers: LineHandlers | undefined;
  held: HeldLine | null;
  onLongPress: (level: string) => void;
}

/** The chart's layer of order lines, fed from React: lines and the held line as they change, the handlers as they are at each event. */
export function useOrderLineLayer(precision: number, { lines, handlers, held, onLongPress }: LineLayerProps) {
  const { i18n } = useLingui();
  const latest = useRef({ handlers, onLongPress });
  const [layer] = useState(() =>
    orderLineLayer(precision, () => i18n.locale, {
      judge: (line, level) => latest.current.handlers?.judge(line, level) ?? {},
      drop: (line, level) => latest.current.handlers?.drop(line, level),
      tap: (line) => latest.current.handlers?.tap(line),
      longPress: (level) => latest.current.onLongPress(level),
    }),
  );
  useLayoutEffect(() => {
    latest.current = { handlers, onLongPress };
  });
  useLayoutEffect(() => layer.show(lines), [layer, lines]);
  useLayoutEffect(() => layer.hold(held), [layer, held]);
  return layer;
}
