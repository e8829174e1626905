import { Trans } from "@lingui/react/macro";
import { useUploadedImage } from "#data/account/facade.ts";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { useObjectUrl } from "#image/use-object-url.ts";
import "./picture-picker.css";

export interface PictureFrame {
  /** A class of the form's own for the frame's shape (an ID card's proportions, say); 4:3 without. */
  shape?: string;
  /** The lucide-static icon of an empty frame. */
  emptyIcon: string;
}

interface PictureViewProps extends PictureFrame {
  /** A picture on this device (just picked); it wins over `url`. */
  picture?: Blob;
  /** A picture the server holds. */
  url?: string | null;
  alt: string;
}

/** A form's picture in its frame, or an empty frame until there is one. */
export function PictureView({ picture, url, alt, shape, emptyIcon }: PictureViewProps) {
  const local = useObjectUrl(picture);
  const remote = useUploadedImage(picture ? null : (url ?? null));
  const src = local ?? remote.src;
  const loading = !src && !remote.failed && Boolean(picture ?? url);
  return (
    <div className={shape ? `picture-frame ${shape}` : "picture-frame"}>
      {src && <img className="picture-image" src={src} alt={alt} data-testid="picture-image" />}
      {!src && loading && <span className="spinner small" />}
      {!src && remote.failed && <span className="muted"><Trans>The picture cannot be shown</Trans></span>}
      {!src && !loading && !remote.failed && <SvgIcon svg={emptyIcon} size={40} className="picture-frame-icon" />}
    </div>
  );
}
