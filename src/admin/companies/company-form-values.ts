import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CompanyInput, SiteSettings, type CompanyConfig } from "#domain/contract/company.ts";
import { COMPANY_ACTIVE, COMPANY_BROKER, type CompanyStatus, type CompanyType } from "#domain/company.ts";
import type { FoundProblems } from "#forms/use-form-problems.ts";
import { schemaMaxLength, schemaPattern } from "../funds-settings/schema-rules.ts";

/** A company as its form edits it: every text as typed. */
export interface CompanyFormValues {
  name: string;
  logo: string | null;
  url: string;
  subject: string;
  registered_address: string;
  location: string;
  email: string;
  type: CompanyType;
  status: CompanyStatus;
  loss_url: string;
}

export type CompanyTextField = "name" | "url" | "subject" | "registered_address" | "location" | "email" | "loss_url";

/** The fields checked before sending; the others take any text. */
export type CheckedField = "name" | "url" | "email" | "loss_url";

// The contract's own patterns, so the form refuses exactly what the server would.
const WEB_ADDRESS = schemaPattern(CompanyInput.properties.url);
const EMAIL = schemaPattern(CompanyInput.properties.email);

export const companyMaxLength = (field: CompanyTextField): number | undefined => schemaMaxLength(CompanyInput.properties[field]);

export function emptyCompany(): CompanyFormValues {
  return { name: "", logo: null, url: "", subject: "", registered_address: "", location: "", email: "", type: COMPANY_BROKER, status: COMPANY_ACTIVE, loss_url: "" };
}

export function savedCompany(saved: CompanyConfig): CompanyFormValues {
  const { name, logo, url, subject, registered_address, location, email, type, status, loss_url } = saved;
  return { name, logo, url, subject, registered_address, location, email, type, status, loss_url };
}

export const isSuspended = (values: Pick<CompanyFormValues, "status">) => values.status !== COMPANY_ACTIVE;

function webAddressProblem(text: string): MessageDescriptor | null {
  return WEB_ADDRESS.test(text.trim()) ? null : msg`Start the address with http:// or https://, with no spaces.`;
}

/** An e-mail address, or nothing. */
export function emailProblem(text: string): MessageDescriptor | null {
  return EMAIL.test(text.trim()) ? null : msg`Enter an e-mail address like desk@example.com, or leave it empty.`;
}

export function companyProblems(values: CompanyFormValues): FoundProblems<CheckedField> {
  const lossUrl = values.loss_url.trim();
  return {
    name: values.name.trim() ? null : msg`Enter the company's name.`,
    url: webAddressProblem(values.url),
    email: emailProblem(values.email),
    loss_url: !isSuspended(values) ? null : lossUrl ? webAddressProblem(lossUrl) : msg`A suspended company needs the address its users are sent to.`,
  };
}

/** What the server is sent: texts trimmed; an active company keeps its loss url only while it is a valid one (the field is hidden then). */
export function companyInput(values: CompanyFormValues): CompanyInput {
  const lossUrl = values.loss_url.trim();
  return {
    name: values.name.trim(),
    logo: values.logo,
    url: values.url.trim(),
    subject: values.subject.trim(),
    registered_address: values.registered_address.trim(),
    location: values.location.trim(),
    email: values.email.trim(),
    type: values.type,
    status: values.status,
    loss_url: isSuspended(values) || WEB_ADDRESS.test(lossUrl) ? lossUrl : "",
  };
}

/** The site settings as their form edits them. */
export interface SiteSettingsValues {
  mainCompanyMode: boolean;
  complaintEmail: string;
}

export const siteSettingsValues = (saved: SiteSettings): SiteSettingsValues => ({ mainCompanyMode: saved.main_company_mode === 1, complaintEmail: saved.complaint_email });

export const siteSettingsInput = (values: SiteSettingsValues): SiteSettings => ({
  main_company_mode: values.mainCompanyMode ? 1 : 0,
  complaint_email: values.complaintEmail.trim(),
});

export const complaintEmailMaxLength = schemaMaxLength(SiteSettings.properties.complaint_email);
