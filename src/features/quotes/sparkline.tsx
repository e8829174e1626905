import { memo, useMemo } from "react";
import { useSparkline } from "#data/market/facade.ts";
import type { Direction } from "#domain/format/format-price.ts";
import { sparklinePaths } from "./sparkline-path.ts";

const WIDTH = 64;
const HEIGHT = 28;

/** A row's small area chart: one SVG path, so 45 rows cost no canvases. */
export const Sparkline = memo(function Sparkline({ instrumentId, direction }: { instrumentId: number; direction: Direction }) {
  const closes = useSparkline(instrumentId);
  const paths = useMemo(() => (closes ? sparklinePaths(closes, WIDTH, HEIGHT) : null), [closes]);
  return (
    <svg className={`sparkline sparkline-${direction}`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT}
      preserveAspectRatio="none" aria-hidden="true">
      {paths && (
        <>
          <path className="sparkline-area" d={paths.area} />
          <path className="sparkline-line" d={paths.line} />
        </>
      )}
    </svg>
  );
});
