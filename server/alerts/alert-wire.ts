import type { AlertStatus } from "#domain/alerts/alert-kinds.ts";
import type { PriceAlert } from "#domain/contract/alerts.ts";
import type { AlertRow } from "./alert-repo.ts";

const seconds = (at: Date | null) => (at === null ? null : Math.floor(at.getTime() / 1000));

function statusOf(row: AlertRow, now: Date): AlertStatus {
  if (row.repeat === "once" && row.firedAt !== null) return "fired";
  if (row.expiresAt !== null && row.expiresAt <= now) return "expired";
  return "active";
}

/** An alert as the list and the notice show it, its status as of `now`. */
export function alertWire(row: AlertRow, now: Date): PriceAlert {
  return {
    Id: row.id,
    ForexId: row.instrumentId,
    Code: row.code,
    ShowCode: row.showCode,
    PricePrecision: row.pricePrecision,
    Watch: row.watch,
    Direction: row.direction,
    Level: row.level,
    Repeat: row.repeat,
    ExpiresAt: seconds(row.expiresAt),
    Status: statusOf(row, now),
    FiredAt: seconds(row.firedAt),
    FiredValue: row.firedValue,
    FiredCount: row.firedCount,
  };
}
