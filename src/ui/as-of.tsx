import { Trans } from "@lingui/react/macro";
import { formatDateTime } from "#format/format-date-time.ts";
import "./as-of.css";

/** Above what the app shows from its cache while offline: how old it is. Nothing for a fresh answer. */
export function AsOf({ time }: { time: number | undefined }) {
  if (time === undefined) return null;
  const shown = formatDateTime(time);
  return (
    <p className="as-of" data-testid="as-of">
      <Trans>Saved copy, as of {shown}</Trans>
    </p>
  );
}
