import type { NewsInput } from "#domain/contract/news.ts";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { backOffice as api } from "./back-office-client.ts";

export const fetchNews = (page: number) => api.call(ROUTES.news, { page });

/** A new article (id null) or a change to one: always every language's text. */
export const saveNews = (id: number | null, input: NewsInput) => (id === null ? api.call(ROUTES.addNews, input) : api.call(ROUTES.changeNews, { ...input, id }));

/** Takes a published or scheduled article down; it can be published again by saving it with a time. */
export const unpublishNews = (id: number) => api.call(ROUTES.unpublishNews, { id });

/** A cover picture, checked and re-encoded by the server: its url goes in the article's `logo`. */
export function uploadCover(file: File) {
  const form = new FormData();
  form.set("file", file);
  return api.call(ROUTES.uploadCover, form);
}
