import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { NewsConfig, NewsInput } from "../../domain/contract/news.ts";
import { errorText } from "../api/error-text.ts";
import { fetchNews, saveNews, unpublishNews } from "../api/news-calls.ts";
import { Notice } from "../common/notice.tsx";
import { Pager } from "../common/pager.tsx";
import { usePagedList } from "../common/use-paged-list.ts";
import { emptyNews, savedNews } from "./news-form-values.ts";
import { NewsForm } from "./news-form.tsx";
import { NewsTable } from "./news-table.tsx";
import "./news.css";

interface ScreenNotice {
  tone: "ok" | "error";
  text: string;
}

/** News and announcements: write one in several languages, schedule it, change it, take it down. */
export function NewsScreen() {
  const { t } = useLingui();
  const list = usePagedList(fetchNews);
  const [editing, setEditing] = useState<{ article: NewsConfig | null } | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = list.error ? errorText(list.error) : null;

  const open = (article: NewsConfig | null) => {
    setNotice(null);
    setEditing({ article });
  };

  const save = async (input: NewsInput) => {
    const saved = await saveNews(editing?.article?.id ?? null, input);
    setEditing(null);
    setNotice({ tone: "ok", text: t`Article #${saved.id} saved.` });
    list.reload();
  };

  const unpublish = async (article: NewsConfig) => {
    if (!window.confirm(t`Take article #${article.id} down? Readers no longer see it.`)) return;
    setBusy(true);
    try {
      await unpublishNews(article.id);
      setNotice({ tone: "ok", text: t`Article #${article.id} unpublished.` });
    } catch (error) {
      const text = errorText(error);
      if (text) setNotice({ tone: "error", text });
    }
    setBusy(false);
    list.reload();
  };

  return (
    <div className="news-screen">
      <header className="screen-head">
        <h1><Trans>News</Trans></h1>
        <button type="button" className="primary" onClick={() => open(null)} disabled={editing !== null}><Trans>Write an article</Trans></button>
      </header>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {editing && (
        <NewsForm
          key={editing.article?.id ?? "new"}
          heading={editing.article ? <Trans>Edit article #{editing.article.id}</Trans> : <Trans>New article</Trans>}
          initial={editing.article ? savedNews(editing.article, new Date()) : emptyNews(new Date())}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {!list.answer && list.loading && <p className="empty"><Trans>Loading…</Trans></p>}
      {list.answer?.data.length === 0 && <p className="empty"><Trans>No articles yet.</Trans></p>}
      {list.answer && list.answer.data.length > 0 && (
        <>
          <NewsTable articles={list.answer.data} busy={busy || editing !== null} onEdit={open} onUnpublish={(a) => void unpublish(a)} />
          <Pager answer={list.answer} onPage={list.setPage} disabled={list.loading} />
        </>
      )}
    </div>
  );
}
