import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** the one-line summary the development mailer prints (never used by SMTP) */
  logLine: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP_URL unset: print the message to the server's output instead of sending it. */
export function developmentMailer(
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Mailer {
  return {
    async send(mail) {
      write(mail.logLine);
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
