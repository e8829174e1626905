import type { NewsArticle } from "#domain/contract/news.ts";
import { formatDateTime } from "#format/format-date-time.ts";

/** An article in full. Its body is HTML the server rendered from Markdown and sanitised; the CSP forbids inline script besides. */
export function NewsBody({ article }: { article: NewsArticle }) {
  return (
    <article className="news-article" data-testid="news-article">
      <h1 className="news-article-title" data-testid="news-article-title">{article.title}</h1>
      <time className="news-date muted" dateTime={article.created_at}>{formatDateTime(article.created_at)}</time>
      {article.logo && <img className="news-article-cover" src={article.logo} alt="" decoding="async" />}
      <div className="news-body" data-testid="news-body" dangerouslySetInnerHTML={{ __html: article.content }} />
    </article>
  );
}
