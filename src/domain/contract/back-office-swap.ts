import { Type, type Static } from "typebox";
import { SWAP_MODES } from "../trading/swap-modes.ts";
import { TextChoice } from "./fields.ts";

/** A swap rate: up to 6 digits and 6 decimals, signed (negative charges the holder). */
const SwapRateText = () => Type.String({ pattern: "^-?\\d{1,6}(\\.\\d{1,6})?$", maxLength: 14 });

/** Body of POST /admin/api/swap-rates/:id. Rollovers run Monday to Friday, so only those can be the triple day. */
export const SwapRateInput = Type.Object({
  mode: TextChoice(SWAP_MODES),
  long: SwapRateText(),
  short: SwapRateText(),
  triple_day: Type.Integer({ minimum: 1, maximum: 5 }),
});
export type SwapRateInput = Static<typeof SwapRateInput>;

/** One instrument's swap rates as the back office lists them. */
export const SwapRateConfig = Type.Object({ id: Type.Integer(), code: Type.String(), ...SwapRateInput.properties });
export type SwapRateConfig = Static<typeof SwapRateConfig>;
