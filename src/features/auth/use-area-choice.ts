import { useState } from "react";
import { useSnapshot } from "valtio";
import type { AreaCode } from "#domain/contract/accounts.ts";
import { languageRecord } from "#domain/locales.ts";
import { localeState } from "#state/locale.ts";
import { readStored, writeStored } from "#state/stored.ts";
import { useAreaCodes } from "#data/account/facade.ts";
import { initialArea } from "./area-search.ts";

const AREA_STORAGE_KEY = "pipwise.area";

export interface AreaChoice {
  areas: AreaCode[] | undefined;
  area: AreaCode | undefined;
  choose: (area: AreaCode) => void;
}

/** The calling code of a phone field; the choice is remembered for the next form. */
export function useAreaChoice(): AreaChoice {
  const areas = useAreaCodes();
  const { lang } = useSnapshot(localeState);
  const [chosenId, setChosenId] = useState<number | null>(() => Number(readStored(AREA_STORAGE_KEY)) || null);
  const area = areas && initialArea(areas, chosenId, languageRecord(lang).flag);
  const choose = (next: AreaCode) => {
    setChosenId(next.id);
    writeStored(AREA_STORAGE_KEY, String(next.id));
  };
  return { areas, area, choose };
}
