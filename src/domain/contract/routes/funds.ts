import { Type } from "typebox";
import { CoinDepositRequest, DepositChannel, DepositInfo, DepositListQuery, DepositPage, WireBank, WireDepositRequest, WireInfoQuery } from "../funds.ts";
import { Created, get, NoInput, postOrGet } from "./route.ts";

/** The deposit calls (quickCharge), real accounts only; the submits take an Idempotency-Key. */
export const FUNDS_ROUTES = {
  depositWays: get("/api/quickCharge/info", NoInput, DepositInfo),
  depositChannels: get("/api/quickCharge/symbols", NoInput, Type.Array(DepositChannel)),
  wireBanks: get("/api/quickCharge/wire_info", WireInfoQuery, Type.Array(WireBank)),
  depositPage: get("/api/quickCharge/quick_ist", DepositListQuery, DepositPage),
  submitCoin: postOrGet("/api/quickCharge/submit", CoinDepositRequest, Created),
  submitWire: postOrGet("/api/quickCharge/wire_submit", WireDepositRequest, Created),
};
