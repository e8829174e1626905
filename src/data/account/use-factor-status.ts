import { factorStatus } from "#api/reads/factors.ts";
import type { FactorStatus } from "#domain/contract/factors.ts";
import { useRequest, type Requested } from "../use-request.ts";

// Silent: the screens that ask work as without a factor when it cannot be read, and the server still asks.
const readStatus = (_key: "factors", signal: AbortSignal) => factorStatus({ signal, silent: true });

/** Whether the user's authenticator app is on, read each time a screen that needs it opens. */
export function useFactorStatus(): Requested<FactorStatus> {
  return useRequest("factors", readStatus);
}
