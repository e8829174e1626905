import { ACCOUNT_EMAIL, type AccountType, type CodePurpose } from "#domain/account.ts";
import { ACCOUNT_ROUTES } from "#domain/contract/routes/accounts.ts";
import { call } from "./client.ts";

export interface CodeDestination {
  type: AccountType;
  /** The e-mail address, or the mobile number without its calling code. */
  to: string;
  area_id?: number;
}

/** Asks the server to send a 6-digit code by e-mail or SMS; the code itself never comes back. */
export async function sendCode({ type, to, area_id }: CodeDestination, purpose: CodePurpose): Promise<void> {
  const byEmail = type === ACCOUNT_EMAIL;
  const fields = { to, type: purpose, ...(!byEmail && area_id !== undefined ? { area_id } : {}) };
  await call(byEmail ? ACCOUNT_ROUTES.sendEmailCode : ACCOUNT_ROUTES.sendSmsCode, fields, { loading: true, toastSuccess: true });
}

/** Names what was sent and where, so each destination has its own resend countdown. */
export function destinationKey(destination: CodeDestination | null, purpose: CodePurpose): string {
  if (!destination) return `${purpose}:none`;
  return `${purpose}:${destination.type}:${destination.area_id ?? ""}:${destination.to.toLowerCase()}`;
}
