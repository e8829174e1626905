import { useProtectedPicture } from "../pictures/use-protected-picture.ts";

/** A company's logo as a small thumbnail in its row; read with the operator's token, like every operator upload. */
export function CompanyLogo({ url, name }: { url: string | null; name: string }) {
  if (!url) return <span className="company-logo company-logo-none" aria-hidden="true" />;
  return <LoadedLogo url={url} name={name} />;
}

function LoadedLogo({ url, name }: { url: string; name: string }) {
  const picture = useProtectedPicture(url);
  return picture.state === "ready" ? <img className="company-logo" src={picture.src} alt={name} /> : <span className="company-logo company-logo-none" />;
}
