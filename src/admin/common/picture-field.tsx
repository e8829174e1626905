import { useState, type ChangeEvent } from "react";
import { Trans } from "@lingui/react/macro";
import { errorText } from "../api/error-text.ts";
import { ProtectedPicture } from "../pictures/protected-picture.tsx";
import "./picture-field.css";

/** What the field says, already in the operator's language: it names the picture (a cover, a logo). */
export interface PictureFieldLabels {
  field: string;
  picture: string;
  choose: string;
  remove: string;
}

interface PictureFieldProps {
  url: string | null;
  onChange: (url: string | null) => void;
  /** Sends the file to the server, which checks and re-encodes it: its url is what the record keeps. */
  upload: (file: File) => Promise<{ url: string }>;
  labels: PictureFieldLabels;
}

/** A record's picture: uploaded privately now (read with the operator's token), public only once the record uses it. */
export function PictureField({ url, onChange, upload, labels }: PictureFieldProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      onChange((await upload(file)).url);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field picture-field">
      <span>{labels.field}</span>
      {url?.startsWith("/admin/api/") && <ProtectedPicture url={url} title={labels.picture} />}
      {url && !url.startsWith("/admin/api/") && <img className="picture-preview" src={url} alt={labels.picture} />}
      <div className="form-actions">
        <label className="button-like">
          <input type="file" accept="image/jpeg,image/png,image/webp" className="visually-hidden" onChange={(e) => void choose(e)} disabled={busy}
            aria-label={labels.choose} />
          {busy ? <Trans>Uploading…</Trans> : <Trans>Choose a picture…</Trans>}
        </label>
        {url && <button type="button" onClick={() => onChange(null)}>{labels.remove}</button>}
      </div>
      {problem && <small className="field-problem">{problem}</small>}
    </div>
  );
}
