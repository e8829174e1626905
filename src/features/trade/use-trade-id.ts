import { useState } from "react";
import { useMatch } from "@tanstack/react-router";
import { rememberedInstrument } from "./trade-memory.ts";

/**
 * The `?id=` of /trade. A bare /trade (the tab bar, a reload, or another tab shown over the
 * kept-alive page) keeps the instrument last chosen in this tab instead of falling back to the first.
 */
export function useTradeId(): number | undefined {
  const match = useMatch({ from: "/trade", shouldThrow: false, select: (m) => ({ id: m.search.id }) });
  const [kept, setKept] = useState(() => match?.id ?? rememberedInstrument());
  if (match?.id !== undefined && match.id !== kept) setKept(match.id);
  return match?.id ?? kept;
}
