import { Trans, useLingui } from "@lingui/react/macro";
import { useRealName } from "#data/account/facade.ts";
import { REVIEW_FORM } from "#domain/identity.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { RealAccountOnly } from "#widgets/real-account-only.tsx";
import { RealNameForm } from "./real-name-form.tsx";
import { RealNameSummary } from "./real-name-summary.tsx";
import "./kyc.css";

/** The record's view for its review status; an operator's decision switches it in every open tab. */
function RealNameContent() {
  const { record, failed, reload, sent } = useRealName();
  if (record === undefined) {
    return failed ? (
      <div className="empty-note">
        <button type="button" className="button-secondary" onClick={reload} data-testid="real-name-reload">
          <Trans>Try again</Trans>
        </button>
      </div>
    ) : (
      <div className="empty-note" data-testid="real-name-loading"><span className="spinner small" /></div>
    );
  }
  if (record === null || record.review_status === REVIEW_FORM) return <RealNameForm record={record} onSent={sent} />;
  return <RealNameSummary record={record} />;
}

/** /mine/auth: real-name verification; not for demo accounts. */
export function RealNamePage() {
  const { t } = useLingui();
  return (
    <div className="page" data-testid="real-name-page">
      <PageHeader title={t`Real-name verification`} />
      <RealAccountOnly>
        <RealNameContent />
      </RealAccountOnly>
    </div>
  );
}
