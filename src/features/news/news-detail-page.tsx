import { useSearch } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useNewsArticle } from "../../data/facade.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { StillLoading } from "../../ui/still-loading.tsx";
import { NewsBody } from "./news-body.tsx";
import "./news.css";

/** /news/detail?id=: one article in full (SPEC §2). */
export function NewsDetailPage() {
  const { t } = useLingui();
  const { id } = useSearch({ strict: false }) as { id?: number };
  const article = useNewsArticle(id);
  return (
    <div className="page news-detail-page" data-testid="news-detail-page">
      <PageHeader title={t`News`} />
      {article.value ? <NewsBody article={article.value} /> : <StillLoading read={article} />}
    </div>
  );
}
