import { factorStatus } from "#api/reads/factors.ts";
import type { FactorStatus } from "#domain/contract/factors.ts";
import { useRequest, type Requested } from "../use-request.ts";

const readStatus = (_key: "factors", signal: AbortSignal) => factorStatus({ signal });

/** Whether the user's authenticator app is on, read each time a screen that needs it opens. */
export function useFactorStatus(): Requested<FactorStatus> {
  return useRequest("factors", readStatus);
}
