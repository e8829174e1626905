/**
 * Remembers which accounts are below the margin-call level, so the user is warned once when the
 * level crosses below it and again only after it has recovered and crossed once more. `onChange`
 * hears every change, so that a restart finds the accounts already warned.
 */
export class MarginCallWatch {
  private readonly below = new Set<number>();

  constructor(private readonly onChange: (userId: number, below: boolean) => void) {}

  /** Accounts warned before a restart, not yet recovered: not warned again for the same crossing. */
  restore(userIds: Iterable<number>): void {
    for (const userId of userIds) this.below.add(userId);
  }

  /** True when this reading is a crossing below the level (warn now). */
  update(userId: number, isBelow: boolean): boolean {
    if (!isBelow) {
      this.clear(userId);
      return false;
    }
    if (this.below.has(userId)) return false;
    this.below.add(userId);
    this.onChange(userId, true);
    return true;
  }

  /** The account has no margin in use any more: a later position starts afresh. */
  forget(userId: number): void {
    this.clear(userId);
  }

  private clear(userId: number): void {
    if (this.below.delete(userId)) this.onChange(userId, false);
  }
}
