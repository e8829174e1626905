import "#ui/skeleton-row.css";

/** A grey card shaped like a ranked trader, shown while the ranking loads. */
export function RankSkeleton() {
  return (
    <li className="rank-card" aria-hidden="true" data-testid="rank-skeleton">
      <div className="rank-card-head">
        <span className="skeleton rank-skeleton-place" />
        <span className="skeleton skeleton-line" />
      </div>
      <div className="rank-figures">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="skeleton skeleton-line" />
        ))}
      </div>
    </li>
  );
}
