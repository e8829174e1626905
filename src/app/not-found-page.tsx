import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { PageHeader } from "#routing/page-header.tsx";

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader title={t`Page not found`} />
      <p className="empty-note">
        <Link to="/" className="text-link">
          <Trans>Back to quotes</Trans>
        </Link>
      </p>
    </div>
  );
}
