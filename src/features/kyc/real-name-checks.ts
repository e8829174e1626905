import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { PictureState } from "./use-id-picture.ts";

/** SPEC §5: name and ID number are required; both ID sides must be uploaded, one picture per side. */
export function nameProblem(name: string): MessageDescriptor | null {
  return name.trim() ? null : msg`Please enter your name as on your ID`;
}

export function cardIdProblem(cardId: string): MessageDescriptor | null {
  return cardId.trim() ? null : msg`Please enter your ID number`;
}

export function pictureProblem(picture: PictureState, side: "front" | "back"): MessageDescriptor | null {
  switch (picture.step) {
    case "kept":
    case "uploaded":
      return null;
    case "reading":
    case "uploading":
      return msg`Please wait until the picture is uploaded`;
    case "failed":
      return msg`The picture was not uploaded: try again`;
    default:
      // An unreadable file is said beside the picker when picked; here it is just a missing side.
      return side === "front" ? msg`Please upload the front of your ID` : msg`Please upload the back of your ID`;
  }
}
