import { connect, type Socket } from 'node:net';

/** A socket sending its body at a pace: what it has sent, since when. */
interface Paced {
  socket: Socket;
  started: number;
  sent: number;
  bytesPerSecond: number;
}

/**
 * Every paced upload of the process, fed by one timer: hundreds of uploads (an attack from many
 * addresses) cost the sending process one wake-up each 50 ms rather than one each per upload.
 */
const pacedSockets = new Set<Paced>();
let pacer: NodeJS.Timeout | undefined;

/**
 * How far ahead of its pace an upload sends, so the average the store judges never dips below
 * the pace between two turns, nor while a busy machine holds the sending process up a moment.
 */
const headStartMs = 3000;

function sendWhatIsDue(): void {
  const now = Date.now();
  for (const paced of pacedSockets) {
    const due = Math.floor(((now - paced.started + headStartMs) * paced.bytesPerSecond) / 1000) - paced.sent;
    if (due <= 0) continue;
    paced.socket.write(Buffer.alloc(due, 'x'));
    paced.sent += due;
  }
}

function pace(paced: Paced): void {
  pacedSockets.add(paced);
  pacer ??= setInterval(sendWhatIsDue, 50);
  paced.socket.once('close', () => {
    pacedSockets.delete(paced);
    if (pacedSockets.size) return;
    clearInterval(pacer);
    pacer = undefined;
  });
}

/**
 * A checkout upload that never ends, as a client holding an upload place sends it: from the
 * loopback address `from` (Linux routes all of 127/8 to lo) to the store on 127.0.0.1:`port`, the
 * headers of a 25 MB body, then the body (a multipart preamble that never reaches its boundary)
 * at `bytesPerSecond`, three seconds' worth ahead: each 50 ms what the time since it began calls
 * for. At 20 KB/s it keeps above the store's minimum pace (16 KB/s) from the first moment; at
 * 800 B/s it trickles below it.
 */
export async function pacedUpload(port: number, from: string, bytesPerSecond: number): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/create_checkout_session HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Content-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${25 * 1024 * 1024}\r\n\r\n`,
  );
  pace({ socket, started: Date.now(), sent: 0, bytesPerSecond });
  return socket;
}
