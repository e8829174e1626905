import { useEffect, useRef, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";

/** The panel a record is reviewed in, beside its queue: a heading, a way to close it, and what to compare. */
export function ReviewPanelFrame({ heading, onClose, children }: { heading: ReactNode; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const panel = useRef<HTMLElement>(null);
  // On a narrower window the panel stands below the list, out of sight of the row just clicked.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <section ref={panel} className="panel review-panel" aria-label={t`Review`}>
      <header className="review-head">
        <h2>{heading}</h2>
        <button type="button" onClick={onClose}><Trans>Close</Trans></button>
      </header>
      {children}
    </section>
  );
}
