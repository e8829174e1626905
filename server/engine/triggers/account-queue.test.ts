import { describe, expect, it } from "vitest";
import { AccountQueue } from "./account-queue.ts";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("the per-account trigger queue", () => {
  it("runs one account's tasks in order, one at a time, while other accounts go on", async () => {
    const queue = new AccountQueue(() => undefined);
    const log: string[] = [];
    const slow = gate();
    queue.run(1, "a", async () => {
      log.push("1a start");
      await slow.opened;
      log.push("1a end");
    });
    queue.run(1, "b", async () => void log.push("1b"));
    queue.run(2, "a", async () => void log.push("2a"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(["1a start", "2a"]);
    slow.open();
    await queue.idle();
    expect(log).toEqual(["1a start", "2a", "1a end", "1b"]);
  });

  it("does not queue a key twice while it waits or runs, and takes it again once done", async () => {
    const queue = new AccountQueue(() => undefined);
    const slow = gate();
    let runs = 0;
    const task = async () => {
      runs++;
      await slow.opened;
    };
    expect(queue.run(1, "order:5", task)).toBe(true);
    expect(queue.run(1, "order:5", task)).toBe(false);
    expect(queue.run(2, "order:5", task)).toBe(true);
    slow.open();
    await queue.idle();
    expect(runs).toBe(2);
    expect(queue.run(1, "order:5", task)).toBe(true);
    await queue.idle();
    expect(runs).toBe(3);
  });

  it("reports a failed task and goes on with the next", async () => {
    const errors: string[] = [];
    const queue = new AccountQueue((error, userId, key) => errors.push(`${userId}:${key}:${(error as Error).message}`));
    let ran = false;
    queue.run(1, "a", () => Promise.reject(new Error("database gone")));
    queue.run(1, "b", async () => void (ran = true));
    await queue.idle();
    expect(errors).toEqual(["1:a:database gone"]);
    expect(ran).toBe(true);
  });
});
