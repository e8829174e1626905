import { Trans, useLingui } from "@lingui/react/macro";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, type AccountType } from "#domain/account.ts";
import { Field } from "#ui/field.tsx";
import type { AccountEntry } from "./account-entry.ts";
import { AreaPicker } from "./area-picker.tsx";
import type { AreaChoice } from "./use-area-choice.ts";

interface AccountFieldsProps {
  entry: AccountEntry;
  onChange: (entry: AccountEntry) => void;
  /** Offer the mobile tab (setting is_show_mobile); see allowedEntry. */
  mobileAllowed: boolean;
  areaChoice: AreaChoice;
  error?: string | null;
  idPrefix: string;
}

/** E-mail / mobile tabs and the matching box, with the calling code picker for mobile. */
export function AccountFields({ entry, onChange, mobileAllowed, areaChoice, error, idPrefix }: AccountFieldsProps) {
  const { t } = useLingui();
  const { type } = entry;
  const tab = (value: AccountType, label: string) => (
    <button type="button" role="tab" className="segmented-option" aria-selected={type === value}
      onClick={() => onChange({ ...entry, type: value })} data-testid={`account-tab-${value === ACCOUNT_EMAIL ? "email" : "mobile"}`}>
      {label}
    </button>
  );
  const inputId = `${idPrefix}-account`;

  return (
    <>
      {mobileAllowed && (
        <div className="segmented" role="tablist">
          {tab(ACCOUNT_EMAIL, t`E-mail`)}
          {tab(ACCOUNT_MOBILE, t`Mobile`)}
        </div>
      )}
      {type === ACCOUNT_EMAIL ? (
        <Field label={<Trans>E-mail</Trans>} inputId={inputId} error={error}>
          <input id={inputId} className="field-input" type="email" value={entry.email} autoComplete="email"
            onChange={(e) => onChange({ ...entry, email: e.target.value })} autoCapitalize="off" spellCheck={false} dir="ltr" />
        </Field>
      ) : (
        <Field label={<Trans>Phone number</Trans>} inputId={inputId} error={error}>
          <AreaPicker {...areaChoice} />
          <input id={inputId} className="field-input num" type="tel" value={entry.mobile} autoComplete="tel-national"
            onChange={(e) => onChange({ ...entry, mobile: e.target.value })} />
        </Field>
      )}
    </>
  );
}
