import type { CreateAlertRequest, PriceAlert } from "#domain/contract/alerts.ts";
import { ALERT_ROUTES } from "#domain/contract/routes/alerts.ts";
import { call } from "./client.ts";

/** The price alerts' changes; the server's answer message is shown as the toast. */
export function createAlert(fields: CreateAlertRequest): Promise<PriceAlert> {
  return call(ALERT_ROUTES.create, fields, { loading: true, toastSuccess: true });
}

export function editAlert(id: number, fields: CreateAlertRequest): Promise<PriceAlert> {
  return call(ALERT_ROUTES.edit, { id, ...fields }, { loading: true, toastSuccess: true });
}

export async function deleteAlert(id: number): Promise<void> {
  await call(ALERT_ROUTES.remove, { id }, { loading: true, toastSuccess: true });
}
