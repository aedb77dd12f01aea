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

/**
 * Why the server must not start with this mail set-up, or null. On PostgreSQL (a real
 * installation) without SMTP_URL, sign-in codes would go to the log, where whoever reads the
 * log signs in as anyone: only DEV_MAILER=true says that is wanted.
 */
export function mailerRefusal(config: { databaseUrl?: string; smtpUrl?: string; devMailer: boolean }) {
  if (!config.databaseUrl || config.smtpUrl || config.devMailer) return null;
  return 'DATABASE_URL is set but SMTP_URL is not: sign-in codes would only be printed to the log. Set SMTP_URL, or DEV_MAILER=true if printing them is wanted (a development database).';
}
