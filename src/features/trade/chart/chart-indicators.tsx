import { memo, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { OVERLAY_KINDS, type IndicatorChoice } from "#domain/indicators/indicator-choice.ts";
import { legendLabel } from "./indicator-labels.ts";
import type { IndicatorLayer } from "./indicator-layer.ts";
import { IndicatorMenu } from "./indicator-menu.tsx";
import "./indicators.css";

interface ChartIndicatorsProps {
  layer: IndicatorLayer;
  choices: readonly IndicatorChoice[];
  onChange: (next: readonly IndicatorChoice[]) => void;
}

/**
 * Under the candles: the overlays' legend with the indicators button, then a pane per oscillator
 * over the one canvas they share. The layer draws that canvas and writes every readout's values at
 * each frame; this only renders when the choice changes, not at each tick that renders the chart.
 */
export const ChartIndicators = memo(function ChartIndicators({ layer, choices, onChange }: ChartIndicatorsProps) {
  const { t, i18n } = useLingui();
  const panes = choices.filter((c) => !OVERLAY_KINDS.has(c.kind));
  const [menuOpen, setMenuOpen] = useState(false);
  const colour = (choice: IndicatorChoice) => ({ color: `var(--indicator-${(choices.indexOf(choice) % 6) + 1})` });
  const readout = (choice: IndicatorChoice) => (el: HTMLElement | null) => {
    const pane = el?.closest<HTMLElement>(".indicator-pane");
    layer.bind(choice.id, el && { readout: el, band: pane ? { top: pane.offsetTop + pane.clientTop, height: pane.clientHeight } : null });
  };
  const panesCanvas = (canvas: HTMLCanvasElement | null) => layer.bindPanes(canvas && { canvas, height: canvas.clientHeight });
  return (
    <div className="chart-indicators" data-panes={Math.min(panes.length, 3) || undefined}>
      <div className="indicator-legend">
        {choices.filter((c) => OVERLAY_KINDS.has(c.kind)).map((choice) => (
          <span key={choice.id} className="indicator-tag" data-testid="indicator-legend" data-kind={choice.kind}>
            <span style={colour(choice)}>{legendLabel(choice, i18n)}</span>{" "}
            <span className="num" dir="ltr" data-testid="indicator-values" ref={readout(choice)} />
          </span>
        ))}
        <button type="button" className="indicator-open" onClick={() => setMenuOpen(true)} aria-haspopup="dialog" data-testid="indicators-open">
          {t`Indicators`}
        </button>
      </div>
      {panes.length > 0 && (
        <div className="indicator-panes">
          <canvas className="indicator-canvas" data-testid="indicator-canvas" ref={panesCanvas} />
          {panes.map((choice) => (
            <div key={choice.id} className="indicator-pane" data-testid="indicator-pane" data-kind={choice.kind}>
              <span className="indicator-tag indicator-pane-head">
                <span style={colour(choice)}>{legendLabel(choice, i18n)}</span>{" "}
                <span className="num" dir="ltr" data-testid="indicator-values" ref={readout(choice)} />
              </span>
            </div>
          ))}
        </div>
      )}
      <IndicatorMenu open={menuOpen} onClose={() => setMenuOpen(false)} choices={choices} onChange={onChange} />
    </div>
  );
});
