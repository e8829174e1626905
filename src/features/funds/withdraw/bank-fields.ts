import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** The fields of a bank account a withdrawal is wired to (a bound method), in the form's order. */
export const BANK_FIELDS = [
  { name: "payee_name", label: msg`Payee name`, maxLength: 128, required: true, autoComplete: "name" },
  { name: "payee_account", label: msg`Account number or IBAN`, maxLength: 64, required: true, ltr: true },
  { name: "bank_name", label: msg`Bank name`, maxLength: 128, required: true },
  { name: "bank_address", label: msg`Bank address`, maxLength: 256, required: true },
  { name: "bank_swift", label: msg`SWIFT/BIC code`, maxLength: 16, required: true, ltr: true },
  { name: "remark", label: msg`Remark (optional)`, maxLength: 256, required: false },
] as const satisfies readonly { name: string; label: MessageDescriptor; maxLength: number; required: boolean; ltr?: boolean; autoComplete?: string }[];

export type BankFieldName = (typeof BANK_FIELDS)[number]["name"];
export type BankEntry = Record<BankFieldName, string>;

export const EMPTY_BANK: BankEntry = { payee_name: "", payee_account: "", bank_name: "", bank_address: "", bank_swift: "", remark: "" };

/** The first required field left empty, named so the user can find it; the server checks the SWIFT code and IBAN. */
export function bankProblem(entry: BankEntry): MessageDescriptor | null {
  return BANK_FIELDS.some((field) => field.required && !entry[field.name].trim()) ? msg`Please complete the form` : null;
}

/** The entry as sent: trimmed, the optional remark left out when empty. */
export function bankFields(entry: BankEntry): Partial<BankEntry> {
  const fields: Partial<BankEntry> = {};
  for (const { name } of BANK_FIELDS) if (entry[name].trim()) fields[name] = entry[name].trim();
  return fields;
}
