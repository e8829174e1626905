interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The `data` of an envelope answer; anything but code 1 throws. */
export async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const body = (await (await fetch(url, init)).json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

/** A trading call as the PWA sends it: a form, the token and an Idempotency-Key of its own. */
export function postTrade<T>(url: string, token: string, fields: Record<string, string | number>): Promise<T> {
  return call<T>(url, {
    method: "POST",
    headers: { authorization: token, "idempotency-key": crypto.randomUUID(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])),
  });
}
