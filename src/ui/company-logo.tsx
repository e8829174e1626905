import type { CompanyCard } from "#domain/contract/company.ts";
import "./company-logo.css";

/** A company's logo, or its initial on a disc when it has none. */
export function CompanyLogo({ company, size = 32 }: { company: Pick<CompanyCard, "name" | "logo">; size?: number }) {
  if (company.logo) return <img className="company-logo" src={company.logo} width={size} height={size} loading="lazy" decoding="async" alt="" />;
  return (
    <span className="company-logo company-initial" style={{ width: size, height: size }} aria-hidden="true">
      {[...company.name.trim()][0]?.toUpperCase()}
    </span>
  );
}
