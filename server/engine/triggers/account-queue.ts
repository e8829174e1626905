/**
 * Runs trigger work one task at a time per account, so a slow database only delays that account
 * and the tick that found the work never waits for it. A task already queued or running under the
 * same key is not queued again (one execution per order at a time).
 */
export class AccountQueue {
  private readonly tails = new Map<number, Promise<void>>();
  private readonly keys = new Set<string>();

  constructor(private readonly onError: (error: unknown, userId: number, key: string) => void) {}

  /** False when `key` is already queued or running for this account. */
  run(userId: number, key: string, task: () => Promise<void>): boolean {
    const id = `${userId}:${key}`;
    if (this.keys.has(id)) return false;
    this.keys.add(id);
    const tail = (this.tails.get(userId) ?? Promise.resolve())
      .then(task)
      .catch((error: unknown) => this.onError(error, userId, key))
      .finally(() => {
        this.keys.delete(id);
        if (this.tails.get(userId) === tail) this.tails.delete(userId);
      });
    this.tails.set(userId, tail);
    return true;
  }

  /** Resolves when every task queued so far has ended. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all(this.tails.values());
  }
}
