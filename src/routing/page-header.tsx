import type { ReactNode } from "react";
import { useRouter } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { goBack } from "./go-back.ts";
import { BackIcon } from "#ui/icons.tsx";

interface PageHeaderProps {
  title: ReactNode;
  /** Tab pages have no back button: the tab bar is their way out. */
  back?: boolean;
  end?: ReactNode;
}

export function PageHeader({ title, back = true, end }: PageHeaderProps) {
  const router = useRouter();
  const { t } = useLingui();
  return (
    <header className="page-header">
      {back ? (
        <button type="button" className="icon-button" onClick={() => goBack(router)} aria-label={t`Back`} data-testid="back">
          <BackIcon />
        </button>
      ) : (
        <span className="page-header-spacer" />
      )}
      <h1 className="page-title">{title}</h1>
      {end ?? <span className="page-header-spacer" />}
    </header>
  );
}
