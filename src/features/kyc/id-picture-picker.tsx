import type { ChangeEvent, ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Camera, ImagePlus, RotateCcw } from "lucide-static";
import { UPLOAD_TYPES } from "../../domain/identity.ts";
import { Field } from "../../ui/field.tsx";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { IdPictureView } from "./id-picture-view.tsx";
import type { IdPicture, PictureState } from "./use-id-picture.ts";

const ACCEPT = UPLOAD_TYPES.join(",");

interface IdPicturePickerProps {
  side: "front" | "back";
  label: string;
  picture: IdPicture;
  error: string | null;
  /** A new file was picked (its earlier message no longer applies). */
  onPick: () => void;
}

function PickerStatus({ state, onRetry }: { state: PictureState; onRetry: () => void }) {
  const { t } = useLingui();
  switch (state.step) {
    case "reading":
      return <p className="id-status muted"><Trans>Preparing the picture…</Trans></p>;
    case "uploading": {
      const percent = state.progress === null ? null : Math.round(state.progress * 100);
      return (
        <>
          <progress className="id-progress" max={1} value={state.progress ?? undefined} aria-label={t`Upload progress`} />
          <p className="id-status muted">
            {percent === null ? <Trans>Uploading…</Trans> : <Trans>Uploading… <span className="num">{percent}%</span></Trans>}
          </p>
        </>
      );
    }
    case "failed":
      return (
        <div className="id-status id-status-failed id-status-retry" role="alert">
          <span>{state.reason || <Trans>The upload failed</Trans>}</span>
          <button type="button" className="id-retry" onClick={onRetry} data-testid="id-retry">
            <SvgIcon svg={RotateCcw} size={16} /> <Trans>Retry</Trans>
          </button>
        </div>
      );
    case "unreadable":
      return <p className="id-status id-status-failed" role="alert"><Trans>This file is not a picture we can read: choose a JPEG, PNG or WebP photo</Trans></p>;
    case "uploaded":
      return <p className="id-status up"><Trans>Uploaded</Trans></p>;
    default:
      return null;
  }
}

function PickButton({ icon, capture, onChange, testId, id, children }: {
  icon: string; capture?: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void; testId: string; id?: string; children: ReactNode;
}) {
  return (
    <label className="button-secondary id-pick">
      <input type="file" id={id} className="id-pick-input" accept={ACCEPT} capture={capture ? "environment" : undefined}
        onChange={onChange} data-testid={testId} />
      <SvgIcon svg={icon} size={18} />
      <span>{children}</span>
    </label>
  );
}

/**
 * One side of the ID card: take a photo (the rear camera) or choose a saved picture, see it, follow
 * its upload, retry a failed one, or replace it.
 */
export function IdPicturePicker({ side, label, picture, error, onPick }: IdPicturePickerProps) {
  const { state } = picture;
  const inputId = `id-${side}`;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again is a change too (after a failed read, say).
    event.target.value = "";
    if (!file) return;
    onPick();
    picture.choose(file);
  };
  const local = "picture" in state ? state.picture : undefined;
  const shown = local !== undefined || state.step === "kept";
  return (
    <Field label={label} inputId={inputId} error={error}>
      <div className="id-picker" data-testid={`${inputId}-picker`} data-step={state.step}>
        <IdPictureView picture={local} url={state.step === "kept" ? state.url : null} alt={label} />
        <PickerStatus state={state} onRetry={picture.retry} />
        <div className="id-pick-row">
          <PickButton icon={Camera} capture onChange={pick} testId={`${inputId}-camera`}><Trans>Take a photo</Trans></PickButton>
          <PickButton icon={ImagePlus} onChange={pick} testId={`${inputId}-file`} id={inputId}>
            {shown ? <Trans>Replace</Trans> : <Trans>Choose a picture</Trans>}
          </PickButton>
        </div>
      </div>
    </Field>
  );
}
