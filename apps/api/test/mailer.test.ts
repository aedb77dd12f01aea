import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const SIGNIN = '/api/signin-without-password';
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
let smtpUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  smtpUrl = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  t = await createTestApp({ PUBLIC_URL: 'https://office.example.test' });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

/** The text of a message as a reader sees it: quoted-printable soft breaks and escapes undone. */
const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** PUBLIC_URL/signin with the address, the code and the link's key (22 characters), in that order. */
function expectSignInLink(link: string, email: string, code: string) {
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe('https://office.example.test/signin');
  expect([...url.searchParams.keys()]).toEqual(['email', 'code', 'key']);
  expect(url.searchParams.get('email')).toBe(email);
  expect(url.searchParams.get('code')).toBe(code);
  expect(url.searchParams.get('key')).toMatch(/^[\w-]{22}$/);
}

async function arrivedFor(email: string) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const mail = received.find((m) => m.to.includes(email));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no message for ${email} reached the SMTP server`);
}

describe('POST /api/signin-without-password with SMTP_URL', () => {
  it('sends the code and the sign-in link to the address through the SMTP server', async () => {
    const { app } = await t.build(
      { SMTP_URL: smtpUrl, MAIL_FROM: 'Back office <office@corp.test>' },
      { mailer: 'configured' },
    );
    const { email } = await t.signedIn('admin');
    const res = await app.inject({ method: 'POST', url: SIGNIN, payload: { email } });
    expect(res.statusCode).toBe(200);

    const mail = await arrivedFor(email);
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('office@corp.test');
    const text = readable(mail.raw.slice(mail.raw.search(/\r?\n\r?\n/)));
    const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
    const code = new URL(link).searchParams.get('code') ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expectSignInLink(link, email, code);
    expect(text.replace(link, '')).toContain(code); // the code to type, besides the link

    const signedIn = await app.inject({ method: 'POST', url: SIGNIN, payload: { email, code } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.role).toBe('admin');
  });

  it('sends nothing for an unknown address', async () => {
    const { app } = await t.build({ SMTP_URL: smtpUrl }, { mailer: 'configured' });
    const email = 'nobody-smtp@example.com';
    await app.inject({ method: 'POST', url: SIGNIN, payload: { email } });
    // a known address sent right after arrives; by then the unknown one would have too
    const known = await t.signedIn('admin');
    await app.inject({ method: 'POST', url: SIGNIN, payload: { email: known.email } });
    await arrivedFor(known.email);
    expect(received.some((m) => m.to.includes(email))).toBe(false);
  });

  it('answers as usual when the SMTP server cannot be reached', async () => {
    const { app } = await t.build(
      { SMTP_URL: 'smtp://127.0.0.1:9?ignoreTLS=true' },
      { mailer: 'configured' },
    );
    const { email } = await t.signedIn('admin');
    const res = await app.inject({ method: 'POST', url: SIGNIN, payload: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: expect.objectContaining({ sent: true }) });
  });
});

describe('POST /api/signin-without-password without SMTP_URL (development mailer)', () => {
  it('prints exactly one line: sign-in code for <email>: <code> <link>', async () => {
    const { app } = await t.build({}, { mailer: 'configured' });
    const { email } = await t.signedIn('super');
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await app.inject({ method: 'POST', url: SIGNIN, payload: { email } });
      await app.inject({ method: 'POST', url: SIGNIN, payload: { email: 'nobody-dev@example.com' } });
    } finally {
      spy.mockRestore();
    }
    const printed = lines.join('');
    expect(printed).not.toContain('nobody-dev@example.com');
    const mine = printed.split('\n').filter((l) => l.includes(email));
    expect(mine).toHaveLength(1);
    const match = new RegExp(`^sign-in code for ${email.replace(/[.]/g, '\\.')}: (\\d{6}) (\\S+)$`).exec(
      mine[0] ?? '',
    );
    expect(match).not.toBeNull();
    const [, code, printedLink] = match ?? [];
    expectSignInLink(printedLink ?? '', email, code ?? '');
    expect(printed).toBe(`${mine[0]}\n`);

    const res = await app.inject({ method: 'POST', url: SIGNIN, payload: { email, code } });
    expect(res.statusCode).toBe(200);
  });
});
