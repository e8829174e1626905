import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#domain/contract/back-office.ts";
import { NEWS_PAGE_SIZE, type NewsArticle, type NewsConfig, type NewsPage } from "#domain/contract/news.ts";
import { LANGUAGE_CODES } from "#domain/locales.ts";
import { NEWS_ANNOUNCEMENTS, NEWS_EDUCATION, NEWS_MARKET } from "#domain/news.ts";
import { advanceClock, getAs, refusal, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { operator, photo, realUser, uploadUrl, type TestOperator } from "./helpers/identity.ts";
import { newsInput, saveNews, sendNews, textIn, uploadCover, visit } from "./helpers/news.ts";
import type { TestServer } from "./helpers/test-server.ts";

type Paged<T> = { data: T[]; total: number; page: number; page_size: number };

const HOUR = 3_600_000;
const SEEDED_TITLES = { en: ["Welcome to Pipwise", "Trading hours", "Risk warning"], hk: ["歡迎使用 Pipwise", "交易時間", "風險警告"] };

describe("news and announcements", () => {
  let server: TestServer;
  let op: TestOperator;
  const list = async (query: string, lang = "en") => dataOf<NewsPage>(await visit(server, `/api/news/list?${query}`, lang));
  const info = async (id: number, lang = "en") => dataOf<NewsArticle>(await visit(server, `/api/news/info?id=${id}`, lang));
  const audit = async () => (await dataOf<Paged<AuditEntry>>(await getAs(server, "/admin/api/audit", op.token))).data;

  beforeAll(async () => {
    server = await startAccountsServer();
    op = await operator(server);
  });
  afterAll(() => server?.close());

  it("starts with the three seeded announcements, published in all 15 languages, the welcome first", async () => {
    const announcements = await list(`category_id=${NEWS_ANNOUNCEMENTS}`);
    expect(announcements.total).toBe(3);
    expect(announcements.data.map((a) => a.title)).toEqual(SEEDED_TITLES.en);
    expect((await list(`category_id=${NEWS_ANNOUNCEMENTS}`, "hk")).data.map((a) => a.title)).toEqual(SEEDED_TITLES.hk);
    for (const { id } of announcements.data) {
      const titles = new Set<string>();
      for (const lang of LANGUAGE_CODES) {
        const article = await info(id, lang);
        expect(article, `${id} in ${lang}`).toMatchObject({ id, lang, category_id: NEWS_ANNOUNCEMENTS, logo: null });
        expect(article.content, `${id} in ${lang}`).toMatch(/^<p>|<h2>/);
        expect(article.content).not.toContain("**");
        titles.add(article.title);
      }
      expect(titles.size).toBe(LANGUAGE_CODES.length);
    }
    const hours = await info(announcements.data[1]!.id);
    expect(hours.content).toContain("<strong>24 hours a day, from Sunday 22:00 to Friday 22:00 UTC</strong>");
    expect((await info(announcements.data[2]!.id, "de")).content).toContain("Die Mehrheit der Konten von Kleinanlegern verliert beim CFD-Handel Geld.");
    expect(await dataOf<NewsArticle>(await visit(server, "/api/news/announcement", "jp"))).toMatchObject({ title: "Pipwise へようこそ", lang: "jp" });

    const seeded = (await dataOf<Paged<NewsConfig>>(await getAs(server, "/admin/api/news", op.token))).data.filter((a) => a.category_id === NEWS_ANNOUNCEMENTS);
    expect(seeded).toHaveLength(3);
    for (const article of seeded) {
      expect(article.state).toBe("published");
      expect(article.texts.map((t) => t.lang)).toEqual([...LANGUAGE_CODES]);
    }
  });

  it("reads each article in the caller's language, else Traditional Chinese, else English, and says which", async () => {
    const english = await saveNews(server, op.token, newsInput({ tag: "only-en" }));
    const both = await saveNews(server, op.token, newsInput({ texts: [textIn("en", "both"), textIn("hk", "both")] }));
    const german = await saveNews(server, op.token, newsInput({ texts: [textIn("hk", "german"), textIn("de", "german")] }));
    expect(await info(english.id, "de")).toMatchObject({ lang: "en", title: "only-en (en)" });
    expect(await info(both.id, "fr")).toMatchObject({ lang: "hk", title: "both (hk)" });
    expect(await info(both.id, "en")).toMatchObject({ lang: "en", title: "both (en)" });
    expect(await info(both.id, "tw")).toMatchObject({ lang: "hk" });
    expect(await info(german.id, "de")).toMatchObject({ lang: "de", title: "german (de)", desc: "About german in de" });
    expect(await info(german.id, "en")).toMatchObject({ lang: "hk" });
    expect((await info(german.id, "de")).content).toBe("<h2>german</h2>\n<p>Written in <strong>de</strong>.</p>\n");
    const listed = (await list(`category_id=${NEWS_MARKET}`, "fr")).data;
    expect(listed.find((a) => a.id === both.id)).toMatchObject({ lang: "hk", title: "both (hk)", logo: null });
    expect(listed.find((a) => a.id === english.id)).toMatchObject({ lang: "en" });
  });

  it("pages the published articles newest first, and filters them by category", async () => {
    const before = (await list(`category_id=${NEWS_EDUCATION}`)).total;
    const minute = 60_000;
    const lessons: NewsConfig[] = [];
    for (let i = 0; i < NEWS_PAGE_SIZE + 2; i++) {
      const publishAt = new Date(server.server.clock.now() - (i + 1) * minute).toISOString();
      lessons.push(await saveNews(server, op.token, newsInput({ category_id: NEWS_EDUCATION, publish_at: publishAt, tag: `lesson-${i}` })));
    }
    const first = await list(`category_id=${NEWS_EDUCATION}&page=1`);
    const second = await list(`category_id=${NEWS_EDUCATION}&page=2`);
    expect(first.total).toBe(before + NEWS_PAGE_SIZE + 2);
    expect(first.data).toHaveLength(NEWS_PAGE_SIZE);
    expect([...first.data, ...second.data].slice(0, NEWS_PAGE_SIZE + 2).map((a) => a.id)).toEqual(lessons.map((l) => l.id));
    expect(first.data.every((a) => a.category_id === NEWS_EDUCATION)).toBe(true);
    expect(first.data[0]!.created_at).toBe(lessons[0]!.publish_at);
    const all = await list("page=1");
    expect(all.total).toBeGreaterThan(first.total);
    expect(all.data.map((a) => a.created_at)).toEqual([...all.data.map((a) => a.created_at)].sort().reverse());
    expect((await list(`category_id=${NEWS_EDUCATION}&page=99`)).data).toEqual([]);
  });

  it("shows neither drafts nor scheduled nor unpublished articles, and publishes a scheduled one on time", async () => {
    const draft = await saveNews(server, op.token, newsInput({ publish_at: null, tag: "draft" }));
    const later = new Date(server.server.clock.now() + HOUR).toISOString();
    const scheduled = await saveNews(server, op.token, newsInput({ publish_at: later, tag: "scheduled" }));
    const live = await saveNews(server, op.token, newsInput({ tag: "live" }));
    expect([draft.state, scheduled.state, live.state]).toEqual(["draft", "scheduled", "published"]);
    const visible = async () => (await list(`category_id=${NEWS_MARKET}`)).data.map((a) => a.id);
    expect(await visible()).toContain(live.id);
    expect(await visible()).not.toContain(draft.id);
    expect(await visible()).not.toContain(scheduled.id);
    for (const id of [draft.id, scheduled.id, 99_999]) {
      const refused = await refusal(await visit(server, `/api/news/info?id=${id}`));
      expect(refused).toMatchObject({ status: 404, code: 404, msg: "This article is not available" });
    }
    expect((await refusal(await visit(server, `/api/news/info?id=${draft.id}`, "de"))).msg).not.toBe("This article is not available");

    await advanceClock(server, HOUR + 1000);
    expect(await visible()).toContain(scheduled.id);
    expect(await info(scheduled.id)).toMatchObject({ title: "scheduled (en)", created_at: later });

    const down = await dataOf<NewsConfig>(await sendNews(server, op.token, {}, `/admin/api/news/${live.id}/unpublish`));
    expect(down.state).toBe("unpublished");
    expect(await visible()).not.toContain(live.id);
    expect((await refusal(await visit(server, `/api/news/info?id=${live.id}`))).status).toBe(404);
    const again = await saveNews(server, op.token, newsInput({ tag: "live again" }), live.id);
    expect(again.state).toBe("published");
    expect(await info(live.id)).toMatchObject({ title: "live again (en)" });
  });

  it("serves a cover picture publicly only while an article showing it is published", async () => {
    const { url } = await dataOf<{ url: string }>(await uploadCover(server, op.token, await photo(800, 450)));
    expect(url).toMatch(/^\/admin\/api\/uploads\/[\w-]{22}$/);
    const id = url.split("/").at(-1)!;
    const cover = `/api/news/cover/${id}`;
    expect((await getAs(server, url, op.token)).headers.get("content-type")).toBe("image/jpeg");
    expect((await refusal(await visit(server, cover))).status).toBe(404);

    const draft = await saveNews(server, op.token, newsInput({ logo: url, publish_at: null, tag: "covered" }));
    expect(draft.logo).toBe(url);
    expect((await refusal(await visit(server, cover))).status).toBe(404);

    await saveNews(server, op.token, newsInput({ logo: url, tag: "covered" }), draft.id);
    expect((await info(draft.id)).logo).toBe(cover);
    const image = await visit(server, cover);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);

    await dataOf(await sendNews(server, op.token, {}, `/admin/api/news/${draft.id}/unpublish`));
    expect((await refusal(await visit(server, cover))).status).toBe(404);
    expect((await refusal(await visit(server, "/api/news/cover/..%2f..%2fetc"))).status).toBeGreaterThanOrEqual(400);
  });

  it("never takes a user's picture, or an unknown one, as a cover, and saves nothing then", async () => {
    const user = await realUser(server, "news");
    const userUpload = await uploadUrl(server, user.token);
    const count = async () => (await dataOf<Paged<NewsConfig>>(await getAs(server, "/admin/api/news", op.token))).total;
    const linesBefore = (await audit()).length;
    const articlesBefore = await count();
    for (const logo of [userUpload, `/admin/api/uploads/${userUpload.split("/").at(-1)}`, "/admin/api/uploads/AAAAAAAAAAAAAAAAAAAAAA", "https://evil.example/x.jpg"]) {
      expect((await refusal(await sendNews(server, op.token, newsInput({ logo })))).msg, logo).toBe("The cover picture was not found");
    }
    expect(await count()).toBe(articlesBefore);
    expect((await audit()).length).toBe(linesBefore);
  });

  it("lets only operators write, list and upload, refusing visitors, users and forged tokens with 999", async () => {
    const user = await realUser(server, "news");
    const picture = await photo(64, 64);
    for (const token of [undefined, user.token, "f".repeat(43)]) {
      const answers = [
        await sendNews(server, token, newsInput()),
        await sendNews(server, token, newsInput(), "/admin/api/news/1"),
        await sendNews(server, token, {}, "/admin/api/news/1/unpublish"),
        await getAs(server, "/admin/api/news", token),
        await uploadCover(server, token, picture),
      ];
      for (const answer of answers) expect(await refusal(answer)).toMatchObject({ status: 401, code: 999 });
    }
  });

  it("refuses articles without en or hk, with a language twice, an unknown category, a bad time or an oversized text", async () => {
    const refuse = async (body: unknown, lang = "en") => refusal(await sendNews(server, op.token, body, "/admin/api/news", lang));
    expect(await refuse(newsInput({ texts: [textIn("de", "x"), textIn("fr", "x")] }))).toMatchObject({ status: 400, msg: "English or Traditional Chinese is required" });
    expect((await refuse(newsInput({ texts: [textIn("de", "x")] }), "de")).msg).not.toBe("English or Traditional Chinese is required");
    expect((await refuse(newsInput({ texts: [textIn("en", "x"), textIn("de", "x"), textIn("de", "y")] }))).msg).toBe("Each language at most once: de is given twice");
    expect((await refuse({ ...newsInput(), category_id: 9 })).msg).toMatch(/^Invalid value for category_id/);
    expect((await refuse({ ...newsInput(), publish_at: "next Tuesday" })).msg).toBe("Invalid value for publish_at");
    expect((await refuse({ ...newsInput(), publish_at: "2026-02-30T10:00:00Z" })).msg).toBe("Invalid value for publish_at");
    expect((await refuse({ ...newsInput(), texts: [{ ...textIn("en", "x"), lang: "xx" }] })).msg).toMatch(/^Invalid value for texts\.0\.lang/);
    expect((await refuse({ ...newsInput(), texts: [{ ...textIn("en", "x"), content: "x".repeat(50_001) }] })).msg).toBe("Invalid value for texts.0.content");
    expect((await refuse({ ...newsInput(), texts: [{ ...textIn("en", "x"), title: "a\u0000b" }] })).msg).toBe("Invalid value for texts.0.title");
    expect((await refuse({ ...newsInput(), texts: [{ ...textIn("en", "x"), content: "a\u0000b" }] })).msg).toBe("Invalid value for texts.0.content");
    expect((await refuse({ ...newsInput(), texts: [{ ...textIn("en", "x"), desc: "a\u0000b" }] })).msg).toBe("Invalid value for texts.0.desc");
    expect((await refuse(newsInput({ texts: [{ ...textIn("en", "x"), title: "   " }] }))).msg).toBe("Every language needs a title and a text");
    expect((await refuse({ ...newsInput(), texts: [] })).msg).toBe("Invalid value for texts");
    const { texts: _, ...withoutTexts } = newsInput();
    expect((await refuse(withoutTexts)).msg).toBe("Missing parameter: texts");
    expect((await refusal(await sendNews(server, op.token, "x".repeat(5 * 1024 * 1024)))).status).toBe(413);
    expect((await refusal(await sendNews(server, op.token, newsInput(), "/admin/api/news/99999"))).status).toBe(404);
    expect((await refusal(await sendNews(server, op.token, {}, "/admin/api/news/99999/unpublish"))).status).toBe(404);
  });

  it("keeps only sanitised HTML of what an operator writes", async () => {
    const content = "# Hello\n\n<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [site](https://example.com)";
    const saved = await saveNews(server, op.token, newsInput({ texts: [{ ...textIn("en", "xss"), content }] }));
    expect(saved.texts[0]!.content).toBe(content);
    const html = (await info(saved.id)).content;
    expect(html).toContain("<h2>Hello</h2>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/<script|<img|href="javascript/);
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>');
  });

  it("writes an audit line for every change, with the article before and after", async () => {
    const created = await saveNews(server, op.token, newsInput({ tag: "audited" }));
    const changed = await saveNews(server, op.token, newsInput({ tag: "audited twice", texts: [textIn("en", "audited twice"), textIn("kr", "audited twice")] }), created.id);
    await dataOf(await sendNews(server, op.token, {}, `/admin/api/news/${created.id}/unpublish`));
    await dataOf(await sendNews(server, op.token, {}, `/admin/api/news/${created.id}/unpublish`));
    const lines = (await audit()).filter((line) => line.record_type === "news" && line.record_id === String(created.id));
    expect(lines.map((line) => line.action)).toEqual(["news.unpublish", "news.update", "news.create"]);
    const [unpublished, updated, added] = lines as [AuditEntry, AuditEntry, AuditEntry];
    expect(added).toMatchObject({ operator: op.login, before: null, after: { id: created.id, state: "published", texts: [{ lang: "en", title: "audited (en)" }] } });
    expect(updated).toMatchObject({ before: { texts: [{ title: "audited (en)" }] }, after: { texts: [{ lang: "en" }, { lang: "kr", title: "audited twice (kr)" }] } });
    expect(unpublished).toMatchObject({ before: { state: "published" }, after: { state: "unpublished", updated_at: expect.any(String) } });
    expect(changed.updated_at >= created.updated_at).toBe(true);
    const listed = (await dataOf<Paged<NewsConfig>>(await getAs(server, "/admin/api/news", op.token))).data;
    expect(listed[0]).toMatchObject({ id: created.id, state: "unpublished" });
  });
});
