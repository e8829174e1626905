/** The server's log as its modules write to it (fastify's pino logger is one): details first, then the message. */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
