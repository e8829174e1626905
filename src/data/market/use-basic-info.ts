import { useEffect } from "react";
import { basicInfo, type BasicInfo } from "#api/reads/basic-set.ts";
import { META_BASIC_INFO } from "#db/meta.ts";
import { LOADING, stored, useStored } from "../store.ts";

let fetched: Promise<void> | null = null;

/** Asked once per page load; the stored copy serves until (and if) it answers. */
function refreshBasicInfoOnce(): Promise<void> {
  fetched ??= basicInfo({ silent: true }).then(
    (info) => stored((store) => store.writeMeta(META_BASIC_INFO, info)),
    () => {
      fetched = null;
    },
  );
  return fetched;
}

/** The operator's base settings (service link, registration verification, fee type). */
export function useBasicInfo(): BasicInfo | undefined {
  useEffect(() => void refreshBasicInfoOnce(), []);
  const info = useStored({ name: "meta", key: META_BASIC_INFO });
  return info === LOADING ? undefined : (info as BasicInfo | undefined);
}
