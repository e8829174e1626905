import { Trans, useLingui } from "@lingui/react/macro";
import { COMPANY_ACTIVE } from "#domain/company.ts";
import type { CompanyConfig } from "#domain/contract/company.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { RecordRow, type QueueTableProps } from "../common/record-row.tsx";
import { COMPANY_STATUS_LABELS, COMPANY_TYPE_LABELS } from "./company-labels.ts";
import { CompanyLogo } from "./company-logo.tsx";
import "../common/records.css";

/** Every company, suspended ones included, by name; a row opens the company for editing. */
export function CompanyTable({ records, selectedId, onSelect }: QueueTableProps<CompanyConfig>) {
  const { t, i18n } = useLingui();
  return (
    <div className="table-scroll">
      <table className="records company-table">
        <thead>
          <tr>
            <th><Trans>ID</Trans></th>
            <th aria-label={t`Logo`} />
            <th><Trans>Name</Trans></th>
            <th><Trans>Type</Trans></th>
            <th><Trans>Status</Trans></th>
            <th><Trans>Contact e-mail</Trans></th>
            <th><Trans>Updated</Trans></th>
          </tr>
        </thead>
        <tbody>
          {records.map((company) => (
            <RecordRow key={company.id} label={`#${company.id}`} selected={company.id === selectedId} onSelect={() => onSelect(company.id)}>
              <td><CompanyLogo url={company.logo} name={company.name} /></td>
              <td className="prose"><bdi>{company.name}</bdi></td>
              <td>{i18n._(COMPANY_TYPE_LABELS[company.type])}</td>
              <td className={company.status === COMPANY_ACTIVE ? undefined : "company-suspended"}>{i18n._(COMPANY_STATUS_LABELS[company.status])}</td>
              <td className="long-text"><bdi>{company.email || "—"}</bdi></td>
              <td className="nowrap">{formatDateTime(company.updated_at, i18n.locale)}</td>
            </RecordRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}
