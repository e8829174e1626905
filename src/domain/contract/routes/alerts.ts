import { Type } from "typebox";
import { AlertIdRequest, CreateAlertRequest, EditAlertRequest, PriceAlert } from "../alerts.ts";
import { get, NoAnswer, NoInput, post } from "./route.ts";

/** The user's price alerts; any session, demo accounts too. */
export const ALERT_ROUTES = {
  list: get("/api/alerts/list", NoInput, Type.Array(PriceAlert)),
  create: post("/api/alerts/create", CreateAlertRequest, PriceAlert),
  edit: post("/api/alerts/edit", EditAlertRequest, PriceAlert),
  remove: post("/api/alerts/delete", AlertIdRequest, NoAnswer),
};
