import addressValidator from "multicoin-address-validator";
import { isValidBIC, isValidIBAN } from "ibantools";
import type { WithdrawNetwork } from "#domain/withdraw.ts";

/**
 * The networks whose addresses the server can check, by the name operators give a withdraw
 * currency's protocol, mapped to the validator's chain (EVM chains share Ethereum's format and
 * its EIP-55 checksum). A currency on any other network cannot be bound.
 */
const CHAINS: Record<WithdrawNetwork, string> = {
  TRC20: "trx",
  ERC20: "eth",
  BEP20: "eth",
  Polygon: "eth",
  Arbitrum: "eth",
  Bitcoin: "btc",
  Litecoin: "ltc",
  Solana: "sol",
};

export const networkIsCheckable = (network: string): network is WithdrawNetwork => Object.hasOwn(CHAINS, network);

/** Whether `address` is a well-formed mainnet address of `network`, checksum included. */
export function addressIsValid(network: string, address: string): boolean {
  return networkIsCheckable(network) && addressValidator.validate(address, CHAINS[network], { networkType: "prod" });
}

export const swiftIsValid = (code: string): boolean => isValidBIC(code);

/** An account that starts like an IBAN (two letters, two digits) must be a valid one; others are local account numbers. */
export function accountIsValid(account: string): boolean {
  const compact = account.replace(/\s+/g, "").toUpperCase();
  return !/^[A-Z]{2}[0-9]{2}/.test(compact) || isValidIBAN(compact);
}
