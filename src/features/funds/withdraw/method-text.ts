import type { DrawMethod } from "#domain/contract/withdraw.ts";

/** How a bound method reads in a list: its currency, and where the money goes. */
export function methodText(method: DrawMethod): { currency: string; destination: string; detail: string | null } {
  const currency = [method.draw_currency.code, method.draw_currency.protocol].filter(Boolean).join(" · ");
  if (method.dc_address) return { currency, destination: method.dc_address, detail: null };
  const detail = [method.bank_name, method.bank_swift].filter(Boolean).join(" · ");
  return { currency, destination: [method.payee_name, method.payee_account].filter(Boolean).join(" · "), detail: detail || null };
}

/** A chip's label for a withdrawal currency: the code, and the network where there is one. */
export function currencyLabel(currency: { code: string; protocol: string }): string {
  return currency.protocol ? `${currency.code} · ${currency.protocol}` : currency.code;
}
