import { useCallback, useEffect, useRef, useState } from "react";
import { failureText } from "#api/client.ts";
import { uploadImage } from "#api/identity.ts";
import { prepareUpload } from "#image/prepare-upload.ts";

/** One picture of a form (a side of the ID card, a deposit's proof), from picking to the server's url. */
export type PictureState =
  | { step: "empty" }
  /** Sent with an earlier (refused) record: the server still holds it. */
  | { step: "kept"; url: string }
  | { step: "reading" }
  | { step: "unreadable" }
  /** `progress` is null until the browser knows how much there is to send. */
  | { step: "uploading"; picture: Blob; progress: number | null }
  | { step: "failed"; picture: Blob; reason: string }
  | { step: "uploaded"; picture: Blob; url: string };

export interface PictureUpload {
  state: PictureState;
  /** The server's url of the picture, once it has it. */
  url: string | null;
  choose: (file: File) => void;
  retry: () => void;
}

/**
 * Picks, shrinks and uploads one picture. A new choice cancels the one in progress; a failed upload
 * keeps its picture for `retry`; leaving the page cancels the upload.
 */
export function usePictureUpload(keptUrl: string | null = null): PictureUpload {
  const [state, setState] = useState<PictureState>(keptUrl ? { step: "kept", url: keptUrl } : { step: "empty" });
  const current = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => current.current?.abort(), []);

  const restart = () => {
    current.current?.abort();
    current.current = new AbortController();
    return current.current.signal;
  };

  const upload = useCallback((picture: Blob, signal: AbortSignal) => {
    setState({ step: "uploading", picture, progress: null });
    const onProgress = (progress: number) =>
      setState((shown) => (shown.step === "uploading" && shown.picture === picture ? { ...shown, progress } : shown));
    // Silent: the reason shows under this picture, beside its retry button.
    uploadImage(picture, { signal, onProgress, silent: true }).then(
      (url) => signal.aborted || setState({ step: "uploaded", picture, url }),
      (error: unknown) => signal.aborted || setState({ step: "failed", picture, reason: failureText(error) ?? "" }),
    );
  }, []);

  const choose = useCallback(
    (file: File) => {
      const signal = restart();
      setState({ step: "reading" });
      prepareUpload(file).then(
        (picture) => signal.aborted || upload(picture, signal),
        () => signal.aborted || setState({ step: "unreadable" }),
      );
    },
    [upload],
  );

  const retry = useCallback(() => {
    if (state.step === "failed") upload(state.picture, restart());
  }, [state, upload]);

  const url = state.step === "uploaded" || state.step === "kept" ? state.url : null;
  return { state, url, choose, retry };
}
