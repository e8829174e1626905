import type { NewsConfig, NewsInput, NewsTextInput } from "#domain/contract/news.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { NEWS_MARKET } from "#domain/news.ts";
import { dataOf } from "./envelope.ts";
import { postJson } from "./identity.ts";
import type { TestServer } from "./test-server.ts";

let written = 0;

/** A text in `lang` whose title says which language and which article it is. */
export function textIn(lang: LanguageCode, tag: string): NewsTextInput {
  return { lang, title: `${tag} (${lang})`, desc: `About ${tag} in ${lang}`, content: `## ${tag}\n\nWritten in **${lang}**.` };
}

/** An article published a second ago, in English only, unless `fields` say otherwise. */
export function newsInput(fields: Partial<NewsInput> & { tag?: string } = {}): NewsInput {
  const { tag = `article-${++written}`, ...rest } = fields;
  return { category_id: NEWS_MARKET, logo: null, publish_at: new Date(Date.now() - 1000).toISOString(), texts: [textIn("en", tag)], ...rest };
}

export function sendNews(server: TestServer, token: string | undefined, body: unknown, path = "/admin/api/news", lang = "en"): Promise<Response> {
  return postJson(server, path, body, token, lang);
}

export async function saveNews(server: TestServer, token: string, input: NewsInput, id?: number): Promise<NewsConfig> {
  return dataOf<NewsConfig>(await sendNews(server, token, input, id === undefined ? "/admin/api/news" : `/admin/api/news/${id}`));
}

/** A public read as a visitor in `lang`. */
export function visit(server: TestServer, path: string, lang = "en"): Promise<Response> {
  return server.call(path, { lang });
}

/** An operator's picture: a news cover, or at `path` a company logo. */
export function uploadCover(server: TestServer, token: string | undefined, bytes: Uint8Array, path = "/admin/api/news/covers"): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "cover.jpg");
  return server.call(path, { method: "POST", body: form, lang: "en", headers: token ? { authorization: token } : {} });
}
