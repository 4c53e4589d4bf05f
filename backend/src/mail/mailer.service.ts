import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** Sends mail over plain SMTP to the local catcher, as GoTrue sends to its configured SMTP host. */
export function createMailer(
  smtpPort: number,
  from = 'Like and Gripe <noreply@localhost>',
): SendMail {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}
