import { readFile } from "node:fs/promises";

const TEMPLATE = new URL("../../deploy/haproxy/pipwise.cfg.template", import.meta.url);

export interface HaproxyBackend {
  /** The name HAProxy logs and reports the server under. */
  name: string;
  /** host:port of the gateway process. */
  address: string;
}

export interface HaproxyFields {
  bind: string;
  maxconn: number;
  /** Path of the admin socket the launcher reads the servers' states from. */
  statsSocket: string;
  gateways: readonly HaproxyBackend[];
}

/** deploy/haproxy/pipwise.cfg.template with its fields filled. */
export async function haproxyConfig({ bind, maxconn, statsSocket, gateways }: HaproxyFields): Promise<string> {
  const fields: Record<string, string> = {
    bind,
    maxconn: String(maxconn),
    stats: `stats socket ${statsSocket} mode 600 level admin`,
    servers: gateways.map(({ name, address }) => `    server ${name} ${address} check`).join("\n"),
  };
  const fill = (line: string) =>
    line.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
      const value = fields[key];
      if (value === undefined) throw new Error(`the HAProxy template has an unknown field ${whole}`);
      return value;
    });
  // The template's comments name the fields too; only the configuration lines are filled.
  const lines = (await readFile(TEMPLATE, "utf8")).split("\n");
  return lines.map((line) => (line.trimStart().startsWith("#") ? line : fill(line))).join("\n");
}
