import "./list-row.css";
import "./skeleton-row.css";

/** A grey placeholder shaped like an instrument row, shown while the list loads. */
export function SkeletonRow() {
  return (
    <div className="list-row" aria-hidden="true" data-testid="skeleton-row">
      <span className="skeleton skeleton-logo" />
      <span className="skeleton-lines">
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line short" />
      </span>
      <span className="skeleton skeleton-chart" />
      <span className="skeleton skeleton-price" />
    </div>
  );
}
