import { createTransport } from "nodemailer";
import type { Mailer } from "./messaging.ts";

/** E-mail through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    async close() {
      transport.close();
    },
  };
}
