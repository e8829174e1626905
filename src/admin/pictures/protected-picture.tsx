import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import { ImageViewer } from "./image-viewer.tsx";
import { useProtectedPicture } from "./use-protected-picture.ts";
import "./protected-picture.css";

/** An uploaded picture (an ID side, a deposit's proof) as a thumbnail; a click opens it in the large viewer. */
export function ProtectedPicture({ url, title }: { url: string; title: string }) {
  const picture = useProtectedPicture(url);
  const [open, setOpen] = useState(false);

  return (
    <figure className="protected-picture">
      <figcaption>{title}</figcaption>
      {picture.state === "ready" ? (
        <button type="button" className="picture-thumb" onClick={() => setOpen(true)}>
          <img src={picture.src} alt={title} />
        </button>
      ) : (
        <div className="picture-thumb picture-thumb-empty">
          {picture.state === "loading" ? <Trans>Loading picture…</Trans> : picture.problem ?? <Trans>Picture unavailable</Trans>}
        </div>
      )}
      {open && picture.state === "ready" && <ImageViewer src={picture.src} title={title} onClose={() => setOpen(false)} />}
    </figure>
  );
}
