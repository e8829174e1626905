import { describe, expect, it } from "vitest";
import { createBackgroundJobs } from "./background-jobs.ts";

describe("background jobs", () => {
  it("runs a job after the caller's turn, and idle waits for it and for the jobs it starts", async () => {
    const errors: string[] = [];
    const jobs = createBackgroundJobs({ error: (_details, message) => errors.push(message) });
    const order: string[] = [];
    jobs.run("first", async () => {
      order.push("job");
      jobs.run("second", async () => void order.push("nested"));
    });
    order.push("caller");
    await jobs.idle();
    expect(order).toEqual(["caller", "job", "nested"]);
    expect(errors).toEqual([]);
  });

  it("logs a failed job and keeps going", async () => {
    const errors: string[] = [];
    const jobs = createBackgroundJobs({ error: (_details, message) => errors.push(message) });
    jobs.run("delivery failed", () => Promise.reject(new Error("smtp down")));
    await jobs.idle();
    expect(errors).toEqual(["delivery failed"]);
  });
});
