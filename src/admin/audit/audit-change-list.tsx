import { Trans } from "@lingui/react/macro";
import { auditChanges } from "./audit-changes.ts";
import "./audit.css";

const pretty = (value: unknown) => (value === undefined ? "" : JSON.stringify(value, null, 2));

/** The fields an action changed as "field: before → after" (context fields as "field: value"), and both snapshots in full on demand. */
export function AuditChangeList({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  return (
    <div className="changes">
      {changes.length === 0 ? (
        <span className="muted"><Trans>No change</Trans></span>
      ) : (
        <ul>
          {changes.map((c) => (
            <li key={c.field ?? ""}>
              {c.field && <bdi className="change-field">{c.field}: </bdi>}
              {c.after === undefined ? (
                <bdi>{c.before}</bdi>
              ) : (
                <>
                  <del><bdi>{c.before || "—"}</bdi></del> <span className="change-arrow" aria-hidden="true">→</span>{" "}
                  <ins><bdi>{c.after || "—"}</bdi></ins>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary><Trans>Full record</Trans></summary>
        <div className="snapshots">
          <figure>
            <figcaption><Trans>Before</Trans></figcaption>
            <pre dir="ltr">{pretty(before)}</pre>
          </figure>
          <figure>
            <figcaption><Trans>After</Trans></figcaption>
            <pre dir="ltr">{pretty(after)}</pre>
          </figure>
        </div>
      </details>
    </div>
  );
}
