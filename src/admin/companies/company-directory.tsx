import { useCallback, useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyConfig, CompanyInput } from "#domain/contract/company.ts";
import { fetchCompanies, saveCompany } from "../api/company-calls.ts";
import { errorText } from "../api/error-text.ts";
import { Notice } from "../common/notice.tsx";
import { Pager } from "../common/pager.tsx";
import { usePagedList } from "../common/use-paged-list.ts";
import { useRecordEditor } from "../common/use-record-editor.ts";
import { emptyCompany, savedCompany } from "./company-form-values.ts";
import { CompanyForm } from "./company-form.tsx";
import { companyNameHref } from "./company-query.ts";
import { SearchForm } from "../common/search-form.tsx";
import { CompanyTable } from "./company-table.tsx";

/** The companies whose name holds `name` (the hash's search), page by page, with the form that adds or changes one. */
export function CompanyDirectory({ name }: { name: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const list = usePagedList(useCallback((page: number) => fetchCompanies(name, page), [name]));
  const editor = useRecordEditor<CompanyConfig, CompanyInput, CompanyConfig>({
    save: saveCompany,
    saved: (company) => t`Company ${company.name} saved.`,
    reload: list.reload,
  });
  const problem = list.error ? errorText(list.error) : null;

  const select = (id: number) => {
    const company = list.answer?.data.find((c) => c.id === id);
    if (company) editor.edit(company);
  };

  const search = (text: string) => {
    // The same search again leaves the hash as it is, so nothing would read it again.
    if (text === name) list.reload();
    else window.location.hash = companyNameHref(text);
  };

  return (
    <section className="company-directory" aria-labelledby={titleId}>
      <header className="section-head">
        <h2 id={titleId}><Trans>Companies</Trans></h2>
        <button type="button" className="primary" onClick={() => editor.edit(null)} disabled={editor.open}><Trans>Add company</Trans></button>
      </header>
      <SearchForm label={<Trans>Company name</Trans>} initial={name} busy={list.loading} onSearch={search} allowEmpty dir="auto" />
      {editor.notice && <Notice tone={editor.notice.tone}>{editor.notice.text}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {editor.open && (
        <CompanyForm
          key={editor.formKey}
          heading={editor.record ? <Trans>Edit company #{editor.record.id}</Trans> : <Trans>New company</Trans>}
          initial={editor.record ? savedCompany(editor.record) : emptyCompany()}
          onSave={editor.submit}
          onCancel={editor.close}
        />
      )}
      {!list.answer && list.loading && <p className="empty"><Trans>Loading…</Trans></p>}
      {list.answer?.data.length === 0 && (name ? <p className="empty"><Trans>No company's name holds "{name}".</Trans></p> : <p className="empty"><Trans>No companies yet.</Trans></p>)}
      {list.answer && list.answer.data.length > 0 && (
        <>
          <CompanyTable records={list.answer.data} selectedId={editor.record?.id ?? null} onSelect={select} />
          <Pager answer={list.answer} onPage={list.setPage} disabled={list.loading} />
        </>
      )}
    </section>
  );
}
