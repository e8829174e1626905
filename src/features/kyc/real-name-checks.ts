import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { PictureState } from "#data/account/facade.ts";
import { pictureProblem } from "#widgets/picture-problem.ts";

/** Name and ID number are required; both ID sides must be uploaded, one picture per side. */
export function nameProblem(name: string): MessageDescriptor | null {
  return name.trim() ? null : msg`Please enter your name as on your ID`;
}

export function cardIdProblem(cardId: string): MessageDescriptor | null {
  return cardId.trim() ? null : msg`Please enter your ID number`;
}

export function sideProblem(picture: PictureState, side: "front" | "back"): MessageDescriptor | null {
  return pictureProblem(picture, side === "front" ? msg`Please upload the front of your ID` : msg`Please upload the back of your ID`);
}
