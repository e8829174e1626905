/**
 * Trigger levels kept ascending by a float key, so the ones a price has reached sit together at the
 * end: a tick walks back from the end and stops at the first level not reached, never scanning the
 * rest. Floats only order and screen; the decision is re-made in decimals before money moves.
 */
export class SortedLevels<T> {
  private readonly keys: number[] = [];
  private readonly items: T[] = [];

  get size(): number {
    return this.keys.length;
  }

  add(key: number, item: T): void {
    const at = this.upperBound(key);
    this.keys.splice(at, 0, key);
    this.items.splice(at, 0, item);
  }

  /** Removes `item` added under `key`; false when it is not there. */
  remove(key: number, item: T): boolean {
    for (let i = this.lowerBound(key); i < this.keys.length && this.keys[i] === key; i++) {
      if (this.items[i] === item) {
        this.keys.splice(i, 1);
        this.items.splice(i, 1);
        return true;
      }
    }
    return false;
  }

  /** Calls `visit` for every item whose key is ≥ `threshold`, from the largest key down. */
  reached(threshold: number, visit: (item: T) => void): void {
    for (let i = this.keys.length - 1; i >= 0 && this.keys[i]! >= threshold; i--) visit(this.items[i]!);
  }

  private lowerBound(key: number): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private upperBound(key: number): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! <= key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
