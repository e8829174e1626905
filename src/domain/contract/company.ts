import { Type, type Static } from "typebox";
import { COMPANY_STATUSES, COMPANY_TYPES } from "../company.ts";
import { CONTROL_CHARACTERS, Id, INT32_MAX, IntegerChoice, Text } from "./fields.ts";

/**
 * Companies of main-company mode (company/getCompany, getCompanyStatus).
 * Public: a visitor picks one before having an account. `logo` is the public URL of the
 * company's logo, or null.
 */

export const CompanyTypeChoice = () => IntegerChoice(COMPANY_TYPES);
export const CompanyStatusChoice = () => IntegerChoice(COMPANY_STATUSES);

/**
 * GET /api/company/getCompany?name=&page=: active companies whose name holds `name` (any case),
 * by name; without it, all of them. With `id`, that one company, whatever its status.
 */
export const CompanyQuery = Type.Object({
  name: Type.Optional(Text({ maxLength: 100 })),
  id: Type.Optional(Id()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX })),
});
export type CompanyQuery = Static<typeof CompanyQuery>;

export const CompanyCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  /** The website. */
  url: Type.String(),
  /** The legal entity. */
  subject: Type.String(),
  registered_address: Type.String(),
  /** The office address. */
  location: Type.String(),
  /** The contact e-mail. */
  email: Type.String(),
  type: CompanyTypeChoice(),
});
export type CompanyCard = Static<typeof CompanyCard>;

export const CompanyPage = Type.Object({ data: Type.Array(CompanyCard), total: Type.Integer() });
export type CompanyPage = Static<typeof CompanyPage>;

/** GET /api/company/getCompanyStatus?id=: a non-zero status sends the company's users to loss_url. */
export const CompanyStatusQuery = Type.Object({ id: Id() });
export type CompanyStatusQuery = Static<typeof CompanyStatusQuery>;

export const CompanyStatusAnswer = Type.Object({
  status: CompanyStatusChoice(),
  type: CompanyTypeChoice(),
  loss_url: Type.String(),
});
export type CompanyStatusAnswer = Static<typeof CompanyStatusAnswer>;

/* The back office's side, under /admin/api/companies and /admin/api/site-settings. */

/** No space and no control character (PostgreSQL refuses NUL) in an address or an e-mail. */
const PLAIN = `[^\\s@${CONTROL_CHARACTERS}]`;
const WebAddress = () => Type.String({ maxLength: 300, pattern: `^(https?://(${PLAIN}|@)+)?$` });
const Email = () => Type.String({ maxLength: 254, pattern: `^(${PLAIN}+@${PLAIN}+\\.${PLAIN}+)?$` });

/**
 * POST /admin/api/companies (create) and /admin/api/companies/:id (change). `logo` is an
 * operator upload's url (POST /admin/api/companies/logos, multipart `file`), or null. A suspended
 * company needs the `loss_url` its users are sent to.
 */
export const CompanyInput = Type.Object({
  name: Text({ minLength: 1, maxLength: 100 }),
  logo: Type.Union([Text({ maxLength: 256 }), Type.Null()]),
  url: WebAddress(),
  subject: Text({ maxLength: 200 }),
  registered_address: Text({ maxLength: 300 }),
  location: Text({ maxLength: 300 }),
  email: Email(),
  type: CompanyTypeChoice(),
  status: CompanyStatusChoice(),
  loss_url: WebAddress(),
});
export type CompanyInput = Static<typeof CompanyInput>;

/** A company as operators list and edit it. */
export const CompanyConfig = Type.Object({
  ...CompanyInput.properties,
  id: Type.Integer(),
  updated_at: Type.String(),
});
export type CompanyConfig = Static<typeof CompanyConfig>;

/** GET /admin/api/companies?name=&page= */
export const CompanyAdminQuery = Type.Object({
  name: Type.Optional(Text({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX })),
});
export type CompanyAdminQuery = Static<typeof CompanyAdminQuery>;

/**
 * Site settings operators change without a restart (GET and POST /admin/api/site-settings);
 * getBasicInfo answers them. `main_company_mode` 1 makes /product search companies.
 * `complaint_email` "" shows none.
 */
export const SiteSettings = Type.Object({
  main_company_mode: IntegerChoice([0, 1]),
  complaint_email: Email(),
});
export type SiteSettings = Static<typeof SiteSettings>;
