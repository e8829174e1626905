import { Type } from "typebox";
import {
  BindDrawMethodRequest,
  DeleteDrawMethodRequest,
  DrawListQuery,
  DrawMethod,
  DrawMethodQuery,
  DrawRequest,
  DrawSymbolQuery,
  WithdrawCurrency,
  WithdrawPage,
} from "../withdraw.ts";
import { Created, get, NoAnswer, postOrGet } from "./route.ts";

/** The withdrawal calls (account/draw*, wallet/*), real accounts only; a withdrawal takes an Idempotency-Key. */
export const WITHDRAW_ROUTES = {
  currencies: get("/api/account/draw_symbol_list", DrawSymbolQuery, Type.Array(WithdrawCurrency)),
  draw: postOrGet("/api/account/draw", DrawRequest, Created),
  page: get("/api/account/draw_list", DrawListQuery, WithdrawPage),
  methods: get("/api/wallet/get_draw_method", DrawMethodQuery, Type.Array(DrawMethod)),
  bindMethod: postOrGet("/api/wallet/bind_draw_method", BindDrawMethodRequest, DrawMethod),
  deleteMethod: postOrGet("/api/wallet/del_draw_method", DeleteDrawMethodRequest, NoAnswer),
};
