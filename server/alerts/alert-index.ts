import { armsAlert, type AlertDirection } from "#domain/alerts/alert-crossing.ts";
import type { AlertWatch } from "#domain/alerts/alert-kinds.ts";
import { watchedValue, type AlertSource } from "#domain/alerts/alert-value.ts";
import { SortedLevels } from "#server/engine/triggers/sorted-levels.ts";

/** An alert in the leader's index: `level` is the watched level (a fall's percent negated). */
export interface IndexedAlert {
  id: number;
  /** The alert's version when loaded: a firing of an older version is not stored. */
  revision: number;
  userId: number;
  code: string;
  watch: AlertWatch;
  direction: AlertDirection;
  level: number;
  once: boolean;
  /** Epoch ms, or null for never. */
  expiresAt: number | null;
  /** Undefined until the alert has seen its first value. */
  armed?: boolean;
}

/** An alert the value crossed, and that value. */
export interface Firing {
  alert: IndexedAlert;
  value: number;
}

/**
 * One instrument's alerts on one watched value. Armed alerts wait to be reached, resting ones (fired,
 * or set beyond their level) to be crossed back. Each list is sorted so the ones this value moves
 * sit at its end: a tick visits only the alerts it fires or re-arms, however many wait.
 */
class Lane {
  readonly unplaced = new Set<IndexedAlert>();
  // Keyed so that `reached(threshold)` visits exactly the alerts a value fires or re-arms.
  readonly armed = { above: new SortedLevels<IndexedAlert>(), below: new SortedLevels<IndexedAlert>() };
  readonly resting = { above: new SortedLevels<IndexedAlert>(), below: new SortedLevels<IndexedAlert>() };

  get size(): number {
    return this.unplaced.size + this.armed.above.size + this.armed.below.size + this.resting.above.size + this.resting.below.size;
  }

  add(alert: IndexedAlert): void {
    if (alert.armed === undefined) this.unplaced.add(alert);
    else if (alert.armed) this.armed[alert.direction].add(armedKey(alert), alert);
    else this.resting[alert.direction].add(restingKey(alert), alert);
  }

  remove(alert: IndexedAlert): void {
    if (alert.armed === undefined) this.unplaced.delete(alert);
    else if (alert.armed) this.armed[alert.direction].remove(armedKey(alert), alert);
    else this.resting[alert.direction].remove(restingKey(alert), alert);
  }

  /** Places new alerts, re-arms the resting ones the value crossed back over, then fires the armed ones it reached. */
  step(value: number, fire: (alert: IndexedAlert) => void): void {
    this.placeAll(value);
    for (const direction of ["above", "below"] as const) {
      const sign = direction === "above" ? 1 : -1;
      const rearmed: IndexedAlert[] = [];
      this.resting[direction].reached(sign * value, (alert) => void (armsAlert(direction, alert.level, value) && rearmed.push(alert)));
      for (const alert of rearmed) {
        this.remove(alert);
        this.place(alert, true);
      }
      const reached: IndexedAlert[] = [];
      this.armed[direction].reached(-sign * value, (alert) => void reached.push(alert));
      for (const alert of reached) {
        this.remove(alert);
        fire(alert);
      }
    }
  }

  placeAll(value: number): void {
    for (const alert of this.unplaced) this.place(alert, armsAlert(alert.direction, alert.level, value));
    this.unplaced.clear();
  }

  place(alert: IndexedAlert, armed: boolean): void {
    alert.armed = armed;
    this.add(alert);
  }
}

/** Armed above fires at level ≤ value, armed below at level ≥ value. */
const armedKey = (alert: IndexedAlert) => (alert.direction === "above" ? -alert.level : alert.level);
/** Resting above re-arms at level > value, resting below at level < value. */
const restingKey = (alert: IndexedAlert) => (alert.direction === "above" ? alert.level : -alert.level);

/**
 * Every watching alert by instrument, watched value and level. `tick` evaluates one instrument's new
 * quote: an every-alert that fires rests until the value goes back across, a once-alert leaves the
 * index, and an alert past its expiry leaves without firing.
 */
export class AlertIndex {
  private readonly lanes = new Map<string, Map<AlertWatch, Lane>>();
  private readonly byId = new Map<number, IndexedAlert>();
  private readonly byUser = new Map<number, Set<IndexedAlert>>();

  get size(): number {
    return this.byId.size;
  }

  add(alert: IndexedAlert): void {
    this.remove(alert.id);
    let lanes = this.lanes.get(alert.code);
    if (!lanes) this.lanes.set(alert.code, (lanes = new Map()));
    let lane = lanes.get(alert.watch);
    if (!lane) lanes.set(alert.watch, (lane = new Lane()));
    lane.add(alert);
    this.byId.set(alert.id, alert);
    let mine = this.byUser.get(alert.userId);
    if (!mine) this.byUser.set(alert.userId, (mine = new Set()));
    mine.add(alert);
  }

  remove(id: number): void {
    const alert = this.byId.get(id);
    if (!alert) return;
    this.byId.delete(id);
    this.byUser.get(alert.userId)?.delete(alert);
    const lanes = this.lanes.get(alert.code);
    const lane = lanes?.get(alert.watch);
    lane?.remove(alert);
    if (lane?.size === 0) lanes!.delete(alert.watch);
  }

  /** The user's alerts replaced by `alerts` (a reload after they changed them). */
  replaceUser(userId: number, alerts: readonly IndexedAlert[]): void {
    for (const alert of [...(this.byUser.get(userId) ?? [])]) this.remove(alert.id);
    this.byUser.delete(userId);
    alerts.forEach((alert) => this.add(alert));
  }

  /** Arms or rests the alerts of `code` that have not seen a value yet, by its current quote: they fire at the next crossing. */
  place(code: string, source: AlertSource): void {
    for (const [watch, lane] of this.lanes.get(code) ?? []) {
      const value = watchedValue(watch, source);
      if (value !== undefined && Number.isFinite(value)) lane.placeAll(value);
    }
  }

  /** The alerts `code`'s new quote fires, at `now` (epoch ms). */
  tick(code: string, source: AlertSource, now: number): Firing[] {
    const lanes = this.lanes.get(code);
    if (!lanes) return [];
    const fired: Firing[] = [];
    for (const [watch, lane] of lanes) {
      const value = watchedValue(watch, source);
      if (value === undefined || !Number.isFinite(value)) continue;
      lane.step(value, (alert) => {
        const expired = alert.expiresAt !== null && alert.expiresAt <= now;
        if (alert.once || expired) this.remove(alert.id);
        else lane.place(alert, false);
        if (!expired) fired.push({ alert, value });
      });
    }
    return fired;
  }
}
