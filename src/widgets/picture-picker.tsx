import type { ChangeEvent, ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Camera, ImagePlus, RotateCcw } from "lucide-static";
import type { PictureState, PictureUpload } from "#data/account/facade.ts";
import { UPLOAD_TYPES } from "#domain/identity.ts";
import { Field } from "#ui/field.tsx";
import { PictureView, type PictureFrame } from "./picture-view.tsx";
import { SvgIcon } from "#ui/svg-icon.tsx";

const ACCEPT = UPLOAD_TYPES.join(",");

interface PicturePickerProps extends PictureFrame {
  /** Names the file input; the picker's test ids start with it. */
  inputId: string;
  label: string;
  picture: PictureUpload;
  error: string | null;
  /** A new file was picked (its earlier message no longer applies). */
  onPick: () => void;
}

function PickerStatus({ state, onRetry, retryTestId }: { state: PictureState; onRetry: () => void; retryTestId: string }) {
  const { t } = useLingui();
  switch (state.step) {
    case "reading":
      return <p className="picture-status muted"><Trans>Preparing the picture…</Trans></p>;
    case "uploading": {
      const percent = state.progress === null ? null : Math.round(state.progress * 100);
      return (
        <>
          <progress className="picture-progress" max={1} value={state.progress ?? undefined} aria-label={t`Upload progress`} />
          <p className="picture-status muted">
            {percent === null ? <Trans>Uploading…</Trans> : <Trans>Uploading… <span className="num">{percent}%</span></Trans>}
          </p>
        </>
      );
    }
    case "failed":
      return (
        <div className="picture-status picture-status-failed picture-status-retry" role="alert">
          <span>{state.reason || <Trans>The upload failed</Trans>}</span>
          <button type="button" className="picture-retry" onClick={onRetry} data-testid={retryTestId}>
            <SvgIcon svg={RotateCcw} size={16} /> <Trans>Retry</Trans>
          </button>
        </div>
      );
    case "unreadable":
      return <p className="picture-status picture-status-failed" role="alert"><Trans>This file is not a picture we can read: choose a JPEG, PNG or WebP photo</Trans></p>;
    case "uploaded":
      return <p className="picture-status up"><Trans>Uploaded</Trans></p>;
    default:
      return null;
  }
}

function PickButton({ icon, capture, onChange, testId, id, children }: {
  icon: string; capture?: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void; testId: string; id?: string; children: ReactNode;
}) {
  return (
    <label className="button-secondary picture-pick">
      <input type="file" id={id} className="picture-pick-input" accept={ACCEPT} capture={capture ? "environment" : undefined}
        onChange={onChange} data-testid={testId} />
      <SvgIcon svg={icon} size={18} />
      <span>{children}</span>
    </label>
  );
}

/**
 * One picture of a form: take a photo (the rear camera) or choose a saved one, see it, follow its
 * upload, retry a failed one, or replace it.
 */
export function PicturePicker({ inputId, label, picture, error, onPick, shape, emptyIcon }: PicturePickerProps) {
  const { state } = picture;
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
      <div className="picture-picker" data-testid={`${inputId}-picker`} data-step={state.step}>
        <PictureView picture={local} url={state.step === "kept" ? state.url : null} alt={label} shape={shape} emptyIcon={emptyIcon} />
        <PickerStatus state={state} onRetry={picture.retry} retryTestId={`${inputId}-retry`} />
        <div className="picture-pick-row">
          <PickButton icon={Camera} capture onChange={pick} testId={`${inputId}-camera`}><Trans>Take a photo</Trans></PickButton>
          <PickButton icon={ImagePlus} onChange={pick} testId={`${inputId}-file`} id={inputId}>
            {shown ? <Trans>Replace</Trans> : <Trans>Choose a picture</Trans>}
          </PickButton>
        </div>
      </div>
    </Field>
  );
}
