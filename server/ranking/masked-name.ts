/** Who a trader is, as far as the ranking may tell: never the whole address. */
export interface TraderIdentity {
  email: string | null;
  /** National number, digits only. */
  mobile: string | null;
}

const STARS = "***";

/** "jason@gmail.com" → "j***n@gmail.com"; a local part of one or two characters keeps only its first. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : "";
  const chars = [...local];
  const last = chars.length > 2 ? chars.at(-1)! : "";
  return `${chars[0] ?? ""}${STARS}${last}${domain}`;
}

/** "13812345678" → "138****5678"; shorter numbers keep less of each end, so at least half stays hidden. */
export function maskMobile(mobile: string): string {
  const keepEnd = mobile.length >= 8 ? 4 : Math.floor(mobile.length / 4);
  const keepStart = mobile.length >= 8 ? 3 : Math.floor(mobile.length / 4);
  return `${mobile.slice(0, keepStart)}****${keepEnd ? mobile.slice(-keepEnd) : ""}`;
}

/** The e-mail when the trader has one, else the mobile number, masked. */
export function maskedName({ email, mobile }: TraderIdentity): string {
  if (email) return maskEmail(email);
  if (mobile) return maskMobile(mobile);
  return "****";
}
