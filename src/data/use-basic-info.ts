import { useLiveQuery } from "dexie-react-hooks";
import { useEffect } from "react";
import { basicInfo, type BasicInfo } from "../api/basic-set.ts";
import { db } from "../db/db.ts";
import { META_BASIC_INFO, readMeta, writeMeta } from "../db/meta.ts";

let fetched: Promise<void> | null = null;

/** Asked once per page load; the stored copy serves until (and if) it answers. */
function refreshBasicInfoOnce(): Promise<void> {
  fetched ??= basicInfo({ silent: true }).then(
    (info) => writeMeta(db, META_BASIC_INFO, info),
    () => {
      fetched = null;
    },
  );
  return fetched;
}

/** The operator's base settings (service link, registration verification, fee type). */
export function useBasicInfo(): BasicInfo | undefined {
  useEffect(() => void refreshBasicInfoOnce(), []);
  return useLiveQuery(() => readMeta<BasicInfo>(db, META_BASIC_INFO));
}
