/**
 * Remembers which accounts are below the margin-call level, so the user is warned once when the
 * level crosses below it and again only after it has recovered and crossed once more.
 */
export class MarginCallWatch {
  private readonly below = new Set<number>();

  /** True when this reading is a crossing below the level (warn now). */
  update(userId: number, isBelow: boolean): boolean {
    if (!isBelow) {
      this.below.delete(userId);
      return false;
    }
    if (this.below.has(userId)) return false;
    this.below.add(userId);
    return true;
  }

  /** The account has no margin in use any more: a later position starts afresh. */
  forget(userId: number): void {
    this.below.delete(userId);
  }
}
