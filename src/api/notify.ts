import { ACCOUNT_EMAIL, type AccountType, type CodePurpose } from "../domain/account.ts";
import type { SendCodeRequest } from "../domain/contract/accounts.ts";
import { request } from "./client.ts";

export interface CodeDestination {
  type: AccountType;
  /** The e-mail address, or the mobile number without its calling code. */
  to: string;
  area_id?: number;
}

/** Asks the server to send a 6-digit code by e-mail or SMS; the code itself never comes back. */
export function sendCode({ type, to, area_id }: CodeDestination, purpose: CodePurpose): Promise<void> {
  const path = type === ACCOUNT_EMAIL ? "/api/notify/send_email" : "/api/notify/send_sms";
  const body: SendCodeRequest & Record<string, string | number> = { to, type: purpose };
  if (type !== ACCOUNT_EMAIL && area_id !== undefined) body.area_id = area_id;
  return request<void>(path, { method: "POST", body, loading: true, toastSuccess: true });
}

/** Names what was sent and where, so each destination has its own resend countdown. */
export function destinationKey(destination: CodeDestination | null, purpose: CodePurpose): string {
  if (!destination) return `${purpose}:none`;
  return `${purpose}:${destination.type}:${destination.area_id ?? ""}:${destination.to.toLowerCase()}`;
}
