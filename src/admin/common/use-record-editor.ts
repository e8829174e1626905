import { useState } from "react";
import type { NoticeText } from "./notice.tsx";

/**
 * The form that adds a record (opened with null) or changes one, over a list of records: saving
 * closes the form, says what was saved and reloads the list. Opening the form clears that word.
 */
export function useRecordEditor<R extends { id: number }, Input, Saved>(options: {
  save: (id: number | null, input: Input) => Promise<Saved>;
  saved: (record: Saved) => string;
  reload: () => void;
}) {
  const [editing, setEditing] = useState<{ record: R | null } | null>(null);
  const [notice, setNotice] = useState<NoticeText | null>(null);

  const edit = (record: R | null) => {
    setNotice(null);
    setEditing({ record });
  };

  const submit = async (input: Input) => {
    const saved = await options.save(editing?.record?.id ?? null, input);
    setEditing(null);
    setNotice({ tone: "ok", text: options.saved(saved) });
    options.reload();
  };

  return {
    /** The form is open: for a new record when `record` is null. */
    open: editing !== null,
    record: editing?.record ?? null,
    /** What `key` the form takes, so that it starts afresh for another record. */
    formKey: editing?.record?.id ?? "new",
    edit,
    close: () => setEditing(null),
    submit,
    notice,
    setNotice,
  };
}
