import { Trans } from "@lingui/react/macro";
import { Share2 } from "lucide-static";
import { SvgIcon } from "#ui/svg-icon.tsx";

interface ShareButtonProps {
  title: string;
  text: string;
  url: string;
}

/** The phone's own share sheet (Web Share API); nothing where the browser has none, since Copy does the same there. */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  if (typeof navigator.share !== "function") return null;
  const share = () => {
    // Closing the sheet without choosing rejects with AbortError: nothing to tell the user.
    navigator.share({ title, text, url }).catch(() => undefined);
  };
  return (
    <button type="button" className="button-primary invite-share" onClick={share} data-testid="invite-share">
      <SvgIcon svg={Share2} size={18} />
      <span><Trans>Share</Trans></span>
    </button>
  );
}
