import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { COMPANY_ACTIVE, COMPANY_BROKER, COMPANY_INTRODUCER, COMPANY_SUSPENDED, type CompanyStatus, type CompanyType } from "#domain/company.ts";

export const COMPANY_TYPE_LABELS: Record<CompanyType, MessageDescriptor> = {
  [COMPANY_BROKER]: msg`Broker`,
  [COMPANY_INTRODUCER]: msg`Introducing broker`,
};

export const COMPANY_STATUS_LABELS: Record<CompanyStatus, MessageDescriptor> = {
  [COMPANY_ACTIVE]: msg`Active`,
  [COMPANY_SUSPENDED]: msg`Suspended`,
};
