import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { PictureState } from "#data/account/facade.ts";

/** Why a form's picture cannot be sent yet, or null when the server holds it; `missing` names the picture the form asks for. */
export function pictureProblem(picture: PictureState, missing: MessageDescriptor): MessageDescriptor | null {
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
      // An unreadable file is said beside the picker when picked; here it is just a missing picture.
      return missing;
  }
}
