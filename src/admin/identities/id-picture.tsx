import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import { ImageViewer } from "./image-viewer.tsx";
import { useProtectedPicture } from "./use-protected-picture.ts";

/** One side of the ID document as a thumbnail; a click opens it in the large viewer. */
export function IdPicture({ url, title }: { url: string; title: string }) {
  const picture = useProtectedPicture(url);
  const [open, setOpen] = useState(false);

  return (
    <figure className="id-picture">
      <figcaption>{title}</figcaption>
      {picture.state === "ready" ? (
        <button type="button" className="id-thumb" onClick={() => setOpen(true)}>
          <img src={picture.src} alt={title} />
        </button>
      ) : (
        <div className="id-thumb id-thumb-empty">
          {picture.state === "loading" ? <Trans>Loading picture…</Trans> : picture.problem ?? <Trans>Picture unavailable</Trans>}
        </div>
      )}
      {open && picture.state === "ready" && <ImageViewer src={picture.src} title={title} onClose={() => setOpen(false)} />}
    </figure>
  );
}
