import { IdCard } from "lucide-static";
import type { PictureFrame } from "#widgets/picture-view.tsx";

/** How a side of the ID card is framed, picked or shown: in a card's proportions. */
export const ID_CARD_FRAME: PictureFrame = { shape: "id-card-frame", emptyIcon: IdCard };
