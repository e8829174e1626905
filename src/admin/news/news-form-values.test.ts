import { describe, expect, it } from "vitest";
import type { NewsConfig } from "#domain/contract/news.ts";
import { NEWS_ANNOUNCEMENTS, NEWS_MARKET } from "#domain/news.ts";
import { emptyNews, hasProblems, localInputTime, newsInput, newsProblems, savedNews, withText } from "./news-form-values.ts";

const now = new Date("2026-11-26T10:00:00.000Z");

const saved: NewsConfig = {
  id: 4,
  category_id: NEWS_MARKET,
  logo: "/admin/api/uploads/abc",
  publish_at: "2026-11-20T08:30:00.000Z",
  state: "published",
  texts: [{ lang: "en", title: "Gold at a high", desc: "Why", content: "## Gold\\n\\nUp." }],
  updated_at: "2026-11-20T08:00:00.000Z",
};

describe("the news form", () => {
  it("starts as an English draft announcement", () => {
    const values = emptyNews(now);
    expect(values).toMatchObject({ category: NEWS_ANNOUNCEMENTS, logo: null, publishing: "draft" });
    expect(values.texts.map((t) => t.lang)).toEqual(["en"]);
    expect(newsInput(values, now).publish_at).toBeNull();
  });

  it("keeps a published article's date when it is saved again", () => {
    const values = savedNews(saved, now);
    expect(values.publishing).toBe("at");
    expect(values.publishAt).toBe(localInputTime(new Date(saved.publish_at!)));
    expect(newsInput(values, now)).toEqual({ category_id: NEWS_MARKET, logo: saved.logo, publish_at: "2026-11-20T08:30:00.000Z", texts: saved.texts });
  });

  it("publishes now at the moment it is saved", () => {
    expect(newsInput({ ...emptyNews(now), publishing: "now" }, now).publish_at).toBe(now.toISOString());
  });

  it("wants a title and a body in every language, and an English or Traditional Chinese text", () => {
    const values = withText({ ...emptyNews(now), texts: [] }, "de");
    const problems = newsProblems(values);
    expect(problems.fallback).not.toBeNull();
    expect(problems.texts.de?.title?.message).toBe("Write a title.");
    expect(problems.texts.de?.content?.message).toBe("Write the article.");
    expect(hasProblems(problems)).toBe(true);

    const written = { ...values, texts: [{ lang: "hk" as const, title: "歡迎", desc: "", content: "內容" }] };
    expect(hasProblems(newsProblems(written))).toBe(false);
  });

  it("wants a time to schedule at", () => {
    expect(newsProblems({ ...savedNews(saved, now), publishAt: "" }).publishAt).not.toBeNull();
  });
});
