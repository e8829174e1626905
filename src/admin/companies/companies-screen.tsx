import { Trans } from "@lingui/react/macro";
import { CompanyDirectory } from "./company-directory.tsx";
import { useCompanyName } from "./company-query.ts";
import { SiteSettingsSection } from "./site-settings-section.tsx";
import "./companies.css";

/** Main-company mode's settings, and the companies visitors choose from: add one, find it by name, change or suspend it. */
export function CompaniesScreen() {
  const name = useCompanyName();
  return (
    <div className="companies-screen">
      <header className="screen-head">
        <h1><Trans>Companies</Trans></h1>
      </header>
      <SiteSettingsSection />
      {/* A new search starts again from its first page, with no form open. */}
      <CompanyDirectory key={name} name={name} />
    </div>
  );
}
