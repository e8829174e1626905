import { Agent, request } from "node:http";

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Trading calls as the PWA sends them (a form, the token and an Idempotency-Key of its own) over
 * kept-alive connections, on node:http rather than fetch: the load generator shares the machine's
 * cores with the server and PostgreSQL, and fetch cost it about as much CPU per round trip as the
 * server used, so every millisecond it spends is one the measured server does not get.
 */
export function keepAlivePoster(base: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const { hostname, port } = new URL(base);
  return {
    /** The `data` of the envelope answer to a form `body` posted to `path`; anything but code 1 rejects. */
    post<T>(path: string, token: string, body: string): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const outgoing = request(
          {
            agent,
            hostname,
            port,
            path,
            method: "POST",
            headers: {
              authorization: token,
              "idempotency-key": crypto.randomUUID(),
              "content-type": "application/x-www-form-urlencoded",
              "content-length": Buffer.byteLength(body),
            },
          },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on("data", (chunk: Buffer) => chunks.push(chunk));
            answer.on("end", () => {
              const envelope = JSON.parse(Buffer.concat(chunks).toString()) as Envelope<T>;
              if (envelope.code === 1) resolve(envelope.data);
              else reject(new Error(`${path}: ${envelope.code} ${envelope.msg}`));
            });
            answer.on("error", reject);
          },
        );
        outgoing.on("error", reject);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
