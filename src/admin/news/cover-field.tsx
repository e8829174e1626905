import { useState, type ChangeEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { errorText } from "../api/error-text.ts";
import { uploadCover } from "../api/news-calls.ts";
import { ProtectedPicture } from "../review/protected-picture.tsx";

interface CoverFieldProps {
  url: string | null;
  onChange: (url: string | null) => void;
}

/** The article's cover: uploaded privately now, shown to readers only once the article is published. */
export function CoverField({ url, onChange }: CoverFieldProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      onChange((await uploadCover(file)).url);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field cover-field">
      <span><Trans>Cover picture (optional)</Trans></span>
      {url?.startsWith("/admin/api/") && <ProtectedPicture url={url} title={t`Cover picture`} />}
      {url && !url.startsWith("/admin/api/") && <img className="cover-preview" src={url} alt={t`Cover picture`} />}
      <div className="form-actions">
        <label className="button-like">
          <input type="file" accept="image/jpeg,image/png,image/webp" className="visually-hidden" onChange={(e) => void choose(e)} disabled={busy}
            aria-label={t`Choose a cover picture`} />
          {busy ? <Trans>Uploading…</Trans> : <Trans>Choose a picture…</Trans>}
        </label>
        {url && <button type="button" onClick={() => onChange(null)}><Trans>Remove the cover</Trans></button>}
      </div>
      {problem && <small className="field-problem">{problem}</small>}
    </div>
  );
}
