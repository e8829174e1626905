import { connect } from "node:net";

/** One admin-socket command's answer (HAProxy closes the socket after it). */
function ask(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath, () => socket.end(`${command}\n`));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.once("end", () => resolve(answer));
    socket.once("error", reject);
  });
}

/**
 * What HAProxy thinks of each server of `backend` right now, by name: "UP", "DOWN", or a state on
 * the way ("UP 1/2": one check failed; "DOWN 1/2": one passed).
 */
export async function serverStates(socketPath: string, backend: string): Promise<Map<string, string>> {
  const [header, ...rows] = (await ask(socketPath, "show stat")).trim().split("\n");
  const columns = header!.replace(/^# /, "").split(",");
  const [proxy, server, status] = ["pxname", "svname", "status"].map((name) => columns.indexOf(name));
  const states = new Map<string, string>();
  for (const fields of rows.map((row) => row.split(","))) {
    if (fields[proxy!] === backend && fields[server!] !== "BACKEND") states.set(fields[server!]!, fields[status!]!);
  }
  return states;
}
