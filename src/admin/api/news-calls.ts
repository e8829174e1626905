import { BACK_OFFICE_API, type NewsConfigPage, type UploadedPicture } from "../../domain/contract/back-office.ts";
import type { NewsConfig, NewsInput } from "../../domain/contract/news.ts";
import { backOffice as api } from "./back-office-client.ts";

const NEWS = `${BACK_OFFICE_API}/news`;

export const fetchNews = (page: number) => api.call<NewsConfigPage>(NEWS, { query: { page } });

/** A new article (id null) or a change to one: always every language's text. */
export const saveNews = (id: number | null, input: NewsInput) => api.call<NewsConfig>(id === null ? NEWS : `${NEWS}/${id}`, { method: "POST", json: input });

/** Takes a published or scheduled article down; it can be published again by saving it with a time. */
export const unpublishNews = (id: number) => api.call<NewsConfig>(`${NEWS}/${id}/unpublish`, { method: "POST" });

/** A cover picture, checked and re-encoded by the server: its url goes in the article's `logo`. */
export function uploadCover(file: File) {
  const form = new FormData();
  form.set("file", file);
  return api.call<UploadedPicture>(`${NEWS}/covers`, { method: "POST", form });
}
