import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { alertList } from "#api/reads/alerts.ts";
import { useRequest, type Requested } from "../use-request.ts";
import { firedAlerts } from "./fired-alerts.ts";
import type { PriceAlert } from "#domain/contract/alerts.ts";

const load = (_key: "alerts", signal: AbortSignal) => alertList({ signal });

/** The user's price alerts, read again whenever one of them fires while the list is open. */
export function useAlerts(): Requested<PriceAlert[]> {
  const alerts = useRequest("alerts", load);
  const { count } = useSnapshot(firedAlerts);
  const { reload } = alerts;
  useEffect(() => {
    if (count > 0) reload();
  }, [count, reload]);
  return alerts;
}
