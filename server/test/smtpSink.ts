// A real SMTP server (smtp-server) on a free loopback port that keeps every mail it accepts, for delivery tests.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** While true, every connection is greeted with 421 "try again later", as a mail server under maintenance does. */
  refusing: boolean;
  close(): Promise<void>;
}

/**
 * `acceptAfterMs`: a slow server, answering 250 only that long after the data ended. A mail counts as received when
 * the answer goes out, as with a real server: a client that hangs up before it (a crash) delivered nothing.
 */
export async function startSmtpSink({ acceptAfterMs = 0 }: { acceptAfterMs?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const closed = new Set<string>();
  const state = { refusing: false };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      if (!state.refusing) return callback();
      return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          if (closed.has(session.id)) return;
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (acceptAfterMs > 0) setTimeout(accept, acceptAfterMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Polls `probe` until it answers something other than undefined. */
export async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
