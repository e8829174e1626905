import { Trans } from "@lingui/react/macro";
import { IdCard } from "lucide-static";
import { useUploadedImage } from "../../data/facade.ts";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { useObjectUrl } from "../../ui/use-object-url.ts";

interface IdPictureViewProps {
  /** A picture on this device (just picked); it wins over `url`. */
  picture?: Blob;
  /** A picture the server holds. */
  url?: string | null;
  alt: string;
}

/** One side of the ID card in a card-shaped frame, or an empty frame until there is one. */
export function IdPictureView({ picture, url, alt }: IdPictureViewProps) {
  const local = useObjectUrl(picture);
  const remote = useUploadedImage(picture ? null : (url ?? null));
  const src = local ?? remote.src;
  const loading = !src && !remote.failed && Boolean(picture ?? url);
  return (
    <div className="id-frame">
      {src && <img className="id-image" src={src} alt={alt} data-testid="id-image" />}
      {!src && loading && <span className="spinner small" />}
      {!src && remote.failed && <span className="muted"><Trans>The picture cannot be shown</Trans></span>}
      {!src && !loading && !remote.failed && <SvgIcon svg={IdCard} size={40} className="id-frame-icon" />}
    </div>
  );
}
