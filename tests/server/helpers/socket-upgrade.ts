import WebSocket from "ws";
import { SOCKET_PATH } from "#domain/socket-protocol.ts";

/** The live socket at `baseUrl`, once open, and the close code it ends with. */
export function openSocket(baseUrl: string): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  const socket = new WebSocket(`${baseUrl.replace("http", "ws")}${SOCKET_PATH}`);
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve({ socket, closed }));
    socket.once("error", reject);
  });
}

/** The HTTP status a refused socket upgrade is answered with; rejects when the socket is accepted. */
export function refusedUpgrade(baseUrl: string): Promise<number> {
  const socket = new WebSocket(`${baseUrl.replace("http", "ws")}${SOCKET_PATH}`);
  return new Promise((resolve, reject) => {
    socket.once("unexpected-response", (request, response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    socket.once("open", () => {
      socket.terminate();
      reject(new Error("the socket was accepted"));
    });
  });
}
