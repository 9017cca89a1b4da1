import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { freePort } from '../setup/freePort.ts';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message the server accepted, parsed (mailparser), in the order they arrived. */
  received: ParsedMail[];
  /** The next `count` messages are refused at DATA with `code` (451: try later; 550: never). */
  refuseNext(count: number, code?: number): void;
  /** Refuses every recipient at RCPT TO with `code` while set (550: no such mailbox). */
  refuseRecipients(code: number | null): void;
  close(): Promise<void>;
}

async function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/**
 * A real SMTP server (the `smtp-server` package) on a free local port, without TLS or
 * authentication, that keeps what it accepts and can be told to refuse.
 */
export async function startSmtpServer(port?: number): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  let recipientCode: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(recipientCode ? refusal(recipientCode, 'No such mailbox here') : null);
    },
    onData(stream, _session, callback) {
      void readStream(stream).then(async (raw) => {
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 };
          return callback(refusal(refusals.code, 'Try again later'));
        }
        received.push(await simpleParser(raw, { keepCidLinks: true }));
        callback();
      });
    },
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${listenPort}`,
    port: listenPort,
    received,
    refuseNext(count, code = 451) {
      refusals = { count, code };
    },
    refuseRecipients(code) {
      recipientCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
