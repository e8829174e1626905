import { useMatch } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { PageHeader } from "../ui/page-header.tsx";
import { SCREEN_TITLES } from "./screen-titles.ts";

interface PlaceholderPageProps {
  path: string;
  back?: boolean;
}

/** The titled empty page a route shows until its issue builds the screen. */
export function PlaceholderPage({ path, back = true }: PlaceholderPageProps) {
  const { i18n } = useLingui();
  const title = SCREEN_TITLES[path];
  return (
    <div className="page" data-testid="placeholder-page">
      <PageHeader title={title ? i18n._(title) : path} back={back} />
      <p className="empty-note">
        <Trans>This page is coming soon.</Trans>
      </p>
    </div>
  );
}

/** Route component form: the title follows the route that renders it. */
export function PlaceholderRoute() {
  const match = useMatch({ strict: false });
  return <PlaceholderPage path={match.fullPath} />;
}

