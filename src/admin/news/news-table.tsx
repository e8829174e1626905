import { Trans, useLingui } from "@lingui/react/macro";
import type { NewsConfig } from "#domain/contract/news.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { WithNote } from "../common/with-note.tsx";
import { NEWS_CATEGORY_LABELS, NEWS_STATE_LABELS } from "./news-labels.ts";
import "../common/records.css";

/** The title operators know an article by: its English one, else its Traditional Chinese one, else the first. */
const titleOf = (article: NewsConfig) =>
  (article.texts.find((t) => t.lang === "en") ?? article.texts.find((t) => t.lang === "hk") ?? article.texts[0])?.title ?? "—";

interface NewsTableProps {
  articles: readonly NewsConfig[];
  busy: boolean;
  onEdit: (article: NewsConfig) => void;
  onUnpublish: (article: NewsConfig) => void;
}

/** Every article, drafts and taken-down ones included, with its languages and where it stands. */
export function NewsTable({ articles, busy, onEdit, onUnpublish }: NewsTableProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="table-scroll">
      <table className="records news-table">
        <thead>
          <tr>
            <th><Trans>ID</Trans></th>
            <th><Trans>Title</Trans></th>
            <th><Trans>Category</Trans></th>
            <th><Trans>Languages</Trans></th>
            <th><Trans>State</Trans></th>
            <th><Trans>Updated</Trans></th>
            <th aria-label={t`Actions`} />
          </tr>
        </thead>
        <tbody>
          {articles.map((article) => (
            <tr key={article.id}>
              <td className="mono">#{article.id}</td>
              <td className="prose"><bdi>{titleOf(article)}</bdi></td>
              <td>{i18n._(NEWS_CATEGORY_LABELS[article.category_id])}</td>
              <td className="mono">{article.texts.map((text) => text.lang).join(" ")}</td>
              <td>
                <WithNote note={article.publish_at && formatDateTime(article.publish_at, i18n.locale)}>{i18n._(NEWS_STATE_LABELS[article.state])}</WithNote>
              </td>
              <td>{formatDateTime(article.updated_at, i18n.locale)}</td>
              <td className="nowrap">
                <button type="button" disabled={busy} onClick={() => onEdit(article)} aria-label={t`Edit #${article.id}`}><Trans>Edit</Trans></button>{" "}
                {(article.state === "published" || article.state === "scheduled") && (
                  <button type="button" className="reject" disabled={busy} onClick={() => onUnpublish(article)} aria-label={t`Unpublish #${article.id}`}>
                    <Trans>Unpublish</Trans>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
