import { expect, it } from "vitest";
import { cachedAnswers, noteAnswer } from "./cached-answers.ts";

it("remembers when a cached answer was sent, and forgets it once a fresh one comes", () => {
  noteAnswer("/api/news/list", "Thu, 26 Nov 2026 14:32:00 GMT");
  expect(cachedAnswers["/api/news/list"]).toBe(Date.UTC(2026, 10, 26, 14, 32));
  noteAnswer("/api/news/list", null);
  expect(cachedAnswers["/api/news/list"]).toBeUndefined();
});
