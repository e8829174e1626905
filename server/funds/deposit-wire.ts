import type { DepositChannel, DepositRecord, WireBank } from "#domain/contract/funds.ts";
import type { DepositStatus, DepositType } from "#domain/funds.ts";
import type { depositChannels, deposits, wireBanks } from "../store/schema.ts";

/** A channel as users see it (no price: the credit is worked out when an operator approves). */
export const channelWire = (row: typeof depositChannels.$inferSelect): DepositChannel => ({
  id: row.id,
  currency_code: row.currencyCode,
  protocol_code: row.protocolCode,
  address: row.address,
  sample: row.sample,
});

export const wireBankWire = (row: typeof wireBanks.$inferSelect): WireBank => ({
  id: row.id,
  bank_coin: row.bankCoin,
  bank_name: row.bankName,
  bank_address: row.bankAddress,
  bank_swift: row.bankSwift,
  payee_name: row.payeeName,
  payee_account: row.payeeAccount,
  bank_remark: row.bankRemark,
  sample: row.sample,
});

/** A deposit as its user sees it; `proofUrl` is the url its reader may fetch the proof at. */
export const depositWire = (row: typeof deposits.$inferSelect, proofUrl: string): DepositRecord => ({
  id: row.id,
  number: trimZeros(row.number),
  type: row.type as DepositType,
  currency_code: row.currencyCode,
  protocol_code: row.protocolCode,
  address: row.address,
  status: row.status as DepositStatus,
  remark: row.remark,
  credit: row.credit,
  proof_img: proofUrl,
  created_at: row.createdAt.toISOString(),
});

/** "0.50000000" as the user typed it: "0.5". */
export const trimZeros = (numeric: string): string => (numeric.includes(".") ? numeric.replace(/\.?0+$/, "") : numeric);

/** Where a wire went, as one line: the bank and the payee's account. */
export const wireDestination = (bank: typeof wireBanks.$inferSelect): string => `${bank.bankName} · ${bank.payeeAccount}`;
