import { useRouter } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { BellRing, ChevronRight, IdCard, KeyRound, Languages, Mail, Megaphone, MessageCircle, MonitorSmartphone, Settings, ShieldCheck, UserPlus, Wallet } from "lucide-static";
import type { User } from "#domain/contract/accounts.ts";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { allowRealOnly } from "#widgets/real-only.ts";

type EntryPath =
  | "/mine/wallet" | "/mine/auth" | "/mine/invite" | "/mine/password" | "/mine/chat"
  | "/mine/email" | "/mine/announcement" | "/language" | "/mine/system" | "/alerts" | "/mine/security" | "/mine/sessions";

interface Entry {
  to: EntryPath;
  icon: string;
  label: string;
  /** Blocked for demo users. */
  realOnly?: boolean;
}

/** The user centre's list of entries, in the order it is shown. */
export function UserEntries({ user }: { user: User }) {
  const { t } = useLingui();
  const router = useRouter();
  const entries: Entry[] = [
    { to: "/mine/wallet", icon: Wallet, label: t`Wallet`, realOnly: true },
    { to: "/mine/auth", icon: IdCard, label: t`Real-name verification`, realOnly: true },
    { to: "/mine/invite", icon: UserPlus, label: t`Invite friends`, realOnly: true },
    { to: "/mine/password", icon: KeyRound, label: t`Reset password`, realOnly: true },
    { to: "/mine/security", icon: ShieldCheck, label: t`Two-step verification`, realOnly: true },
    { to: "/mine/sessions", icon: MonitorSmartphone, label: t`Devices`, realOnly: true },
    { to: "/alerts", icon: BellRing, label: t`Price alerts` },
    { to: "/mine/chat", icon: MessageCircle, label: t`Support chat` },
    { to: "/mine/email", icon: Mail, label: t`Company e-mail` },
    { to: "/mine/announcement", icon: Megaphone, label: t`Announcements` },
    { to: "/language", icon: Languages, label: t`Language` },
    { to: "/mine/system", icon: Settings, label: t`Other` },
  ];

  const open = (entry: Entry) => {
    if (!entry.realOnly || allowRealOnly(user)) void router.navigate({ to: entry.to });
  };

  return (
    <ul className="menu-list entry-list" data-testid="user-entries">
      {entries.map((entry) => (
        <li key={entry.to}>
          <button type="button" className="menu-row" onClick={() => open(entry)} data-testid="user-entry" data-to={entry.to}>
            <SvgIcon svg={entry.icon} className="entry-icon" />
            <span className="menu-label">{entry.label}</span>
            <SvgIcon svg={ChevronRight} size={16} className="entry-chevron icon-directional" />
          </button>
        </li>
      ))}
    </ul>
  );
}
