import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  /** The message as sent, headers and body, with quoted-printable soft breaks and escapes undone. */
  raw: string;
}

/** Quoted-printable bodies wrap long lines (links) with `=` and escape `=` itself as `=3D`. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server in this process, which the app reaches through nodemailer as it would any
 * other. It can be stopped and started again on the same port, as a mail server that goes down.
 */
export class TestSmtpServer {
  readonly received: ReceivedEmail[] = [];
  #server: SMTPServer | null = null;
  #port = 0;

  get url() {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  /** Listens, on the same port as before if it ran already; does nothing while it runs. */
  async start() {
    if (this.#server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      // A connection still open when the server stops is cut, as when a real one goes down.
      closeTimeout: 50,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.#port, '127.0.0.1', () => resolve());
    });
    this.#port = (server.server.address() as AddressInfo).port;
    this.#server = server;
  }

  async stop() {
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string) {
    return this.received.filter((email) => email.to.includes(address));
  }

  /** The emails to an address, or undefined while there are none, for waiting on. */
  arrived(address: string) {
    const emails = this.to(address);
    return emails.length > 0 ? emails : undefined;
  }
}
