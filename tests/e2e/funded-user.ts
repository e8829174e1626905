import type { APIRequestContext } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { DepositChannel } from "#domain/contract/funds.ts";
import type { UploadResponse } from "#domain/contract/identity.ts";
import { data, registerByApi, uniqueEmail } from "./accounts-helpers.ts";
import { operatorToken } from "./back-office-helpers.ts";
import { phonePhoto } from "./photos.ts";

/** A valid TRON address (checksum and all) to bind: nobody's, and nothing is ever sent to it. */
export const TRC20_ADDRESS = "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL";

let pictures = 0;
async function uploaded(request: APIRequestContext, token: string): Promise<string> {
  const file = { name: "photo.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(++pictures * 17, 800, 600) };
  return (await data<UploadResponse>(await request.post("/api/common/image_upload", { headers: { authorization: token }, multipart: { file } }))).url;
}

const asOperator = (token: string) => ({ headers: { authorization: token }, data: {} });

/**
 * A new real user whose identity an operator approved and whose USDT deposit of `usdt` an operator
 * credited, all through the API the apps use: what a user ready to withdraw has behind them.
 */
export async function certifiedFundedUser(request: APIRequestContext, tag: string, usdt: string): Promise<LoginResponse> {
  const login = await registerByApi(request, uniqueEmail(tag));
  const user = { headers: { authorization: login.token } };
  const operator = await operatorToken(request);
  const [front, reverse] = [await uploaded(request, login.token), await uploaded(request, login.token)];
  await data(await request.post("/api/user_real/real_name", { ...user, data: { name: "Chan Tai Man", card_id: "A1234567", front_pic: front, reverse_pic: reverse } }));
  await data(await request.post(`/admin/api/identities/${login.user.id}/approve`, asOperator(operator)));
  const channels = await data<DepositChannel[]>(await request.get("/api/quickCharge/symbols", user));
  const channel = channels.find((one) => one.currency_code === "USDT" && one.protocol_code === "TRC20")!;
  const proofImg = await uploaded(request, login.token);
  const fields = { number: usdt, proofImg, address: channel.address, charge_id: channel.id };
  const { id } = await data<{ id: number }>(await request.post("/api/quickCharge/submit", { ...user, form: fields }));
  await data(await request.post(`/admin/api/deposits/${id}/approve`, asOperator(operator)));
  return login;
}
