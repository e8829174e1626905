/** An e-mail to one address, plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** A text message to one mobile number in E.164 (+85291234567). */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
