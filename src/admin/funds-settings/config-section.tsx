import { useId, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { errorText } from "../api/error-text.ts";
import { Notice } from "../common/notice.tsx";
import { useLoaded } from "../common/use-loaded.ts";
import { useRecordEditor } from "../common/use-record-editor.ts";
import { ConfigForm } from "./config-form.tsx";
import { emptyValues, savedValues, type ConfigFormSpec, type SavedRow } from "./config-form-spec.ts";
import { ConfigState } from "./config-state.tsx";
import "../common/records.css";

export interface ConfigColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface ConfiguredRow {
  id: number;
  sample: boolean;
}

interface ConfigSectionProps<Row extends ConfiguredRow & SavedRow<Field>, Field extends string, Input> {
  title: ReactNode;
  addLabel: ReactNode;
  /** The form's heading: a new row (null) or the one edited. */
  formHeading: (row: Row | null) => ReactNode;
  load: () => Promise<Row[]>;
  save: (id: number | null, input: Input) => Promise<unknown>;
  spec: ConfigFormSpec<Field, Input>;
  columns: readonly ConfigColumn<Row>[];
}

/** One kind of configured row: its table, and the form that adds one or changes one (nothing is deleted). */
export function ConfigSection<Row extends ConfiguredRow & SavedRow<Field>, Field extends string, Input>(props: ConfigSectionProps<Row, Field, Input>) {
  const { title, addLabel, formHeading, load, save, spec, columns } = props;
  const titleId = useId();
  const { t } = useLingui();
  const list = useLoaded(load);
  const editor = useRecordEditor<Row, Input, unknown>({ save, saved: () => t`Saved.`, reload: list.reload });
  const problem = list.error ? errorText(list.error) : null;

  return (
    <section className="config-section" aria-labelledby={titleId}>
      <header className="section-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" onClick={() => editor.edit(null)} disabled={editor.open}>{addLabel}</button>
      </header>
      {editor.notice && <Notice tone={editor.notice.tone}>{editor.notice.text}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {editor.open && (
        <ConfigForm
          key={editor.formKey}
          heading={formHeading(editor.record)}
          spec={spec}
          initial={editor.record ? savedValues(spec, editor.record) : emptyValues(spec)}
          onSave={editor.submit}
          onCancel={editor.close}
        />
      )}
      {!list.answer && list.loading && <p className="empty"><Trans>Loading…</Trans></p>}
      {list.answer?.length === 0 && <p className="empty"><Trans>None yet.</Trans></p>}
      {list.answer && list.answer.length > 0 && (
        <div className="table-scroll">
          <table className="records config-table" aria-busy={list.loading}>
            <thead>
              <tr>
                {columns.map((c, i) => <th key={i}>{c.header}</th>)}
                <th><Trans>State</Trans></th>
                <th aria-label={t`Actions`} />
              </tr>
            </thead>
            <tbody>
              {list.answer.map((row) => (
                <tr key={row.id} aria-current={editor.record?.id === row.id ? "true" : undefined}>
                  {columns.map((c, i) => <td key={i} className={c.className}>{c.cell(row)}</td>)}
                  <td><ConfigState enabled={row.enabled} sample={row.sample} /></td>
                  <td>
                    <button type="button" onClick={() => editor.edit(row)} disabled={editor.open} aria-label={t`Edit #${row.id}`}>
                      <Trans>Edit</Trans>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
