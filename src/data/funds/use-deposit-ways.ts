import { depositChannels, depositWays, wireBanks } from "#api/reads/funds.ts";
import type { DepositChannel, DepositInfo, WireBank } from "#domain/contract/funds.ts";
import { useRequest, type Requested } from "../use-request.ts";

const readWays = (_: "ways", signal: AbortSignal) => depositWays({ signal });
const readChannels = (_: "channels", signal: AbortSignal) => depositChannels({ signal });
const readBanks = (bankCoin: string, signal: AbortSignal) => wireBanks(bankCoin, { signal });

/** Which ways to deposit are open now (quickCharge/info). */
export function useDepositWays(): Requested<DepositInfo> {
  return useRequest("ways", readWays);
}

/** The broker's coin channels. */
export function useDepositChannels(): Requested<DepositChannel[]> {
  return useRequest("channels", readChannels);
}

/** The broker's bank accounts for a wire in `bankCoin`; nothing while no currency is chosen. */
export function useWireBanks(bankCoin: string | null): Requested<WireBank[]> {
  return useRequest(bankCoin, readBanks);
}
