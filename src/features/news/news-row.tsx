import { memo } from "react";
import { Link } from "@tanstack/react-router";
import type { NewsSummary } from "#domain/contract/news.ts";
import { formatDateTime } from "#format/format-date-time.ts";

/** One article in the list: its cover, title, summary and date; the whole row opens it. */
export const NewsRow = memo(function NewsRow({ article }: { article: NewsSummary }) {
  return (
    <li>
      <Link to="/news/detail" search={{ id: article.id }} className="news-row" data-testid="news-row">
        {article.logo && <img className="news-cover" src={article.logo} alt="" loading="lazy" decoding="async" />}
        <span className="news-text">
          <strong className="news-title" data-testid="news-title">{article.title}</strong>
          {article.desc && <span className="news-desc">{article.desc}</span>}
          <time className="news-date muted" dateTime={article.created_at}>{formatDateTime(article.created_at)}</time>
        </span>
      </Link>
    </li>
  );
});
