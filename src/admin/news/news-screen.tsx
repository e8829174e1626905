import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { NewsConfig, NewsInput } from "#domain/contract/news.ts";
import { errorText } from "../api/error-text.ts";
import { fetchNews, saveNews, unpublishNews } from "../api/news-calls.ts";
import { Notice } from "../common/notice.tsx";
import { Pager } from "../common/pager.tsx";
import { usePagedList } from "../common/use-paged-list.ts";
import { useRecordEditor } from "../common/use-record-editor.ts";
import { emptyNews, savedNews } from "./news-form-values.ts";
import { NewsForm } from "./news-form.tsx";
import { NewsTable } from "./news-table.tsx";
import "./news.css";

/** News and announcements: write one in several languages, schedule it, change it, take it down. */
export function NewsScreen() {
  const { t } = useLingui();
  const list = usePagedList(fetchNews);
  const editor = useRecordEditor<NewsConfig, NewsInput, NewsConfig>({
    save: saveNews,
    saved: (article) => t`Article #${article.id} saved.`,
    reload: list.reload,
  });
  const [busy, setBusy] = useState(false);
  const problem = list.error ? errorText(list.error) : null;

  const unpublish = async (article: NewsConfig) => {
    if (!window.confirm(t`Take article #${article.id} down? Readers no longer see it.`)) return;
    setBusy(true);
    try {
      await unpublishNews(article.id);
      editor.setNotice({ tone: "ok", text: t`Article #${article.id} unpublished.` });
    } catch (error) {
      const text = errorText(error);
      if (text) editor.setNotice({ tone: "error", text });
    }
    setBusy(false);
    list.reload();
  };

  return (
    <div className="news-screen">
      <header className="screen-head">
        <h1><Trans>News</Trans></h1>
        <button type="button" className="primary" onClick={() => editor.edit(null)} disabled={editor.open}><Trans>Write an article</Trans></button>
      </header>
      {editor.notice && <Notice tone={editor.notice.tone}>{editor.notice.text}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {editor.open && (
        <NewsForm
          key={editor.formKey}
          heading={editor.record ? <Trans>Edit article #{editor.record.id}</Trans> : <Trans>New article</Trans>}
          initial={editor.record ? savedNews(editor.record, new Date()) : emptyNews(new Date())}
          onSave={editor.submit}
          onCancel={editor.close}
        />
      )}
      {!list.answer && list.loading && <p className="empty"><Trans>Loading…</Trans></p>}
      {list.answer?.data.length === 0 && <p className="empty"><Trans>No articles yet.</Trans></p>}
      {list.answer && list.answer.data.length > 0 && (
        <>
          <NewsTable articles={list.answer.data} busy={busy || editor.open} onEdit={editor.edit} onUnpublish={(a) => void unpublish(a)} />
          <Pager answer={list.answer} onPage={list.setPage} disabled={list.loading} />
        </>
      )}
    </div>
  );
}
