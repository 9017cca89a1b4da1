import { connect, type Socket } from 'node:net';

/**
 * A checkout upload that never ends, as a client holding an upload place sends it: from the
 * loopback address `from` (Linux routes all of 127/8 to lo) to the store on 127.0.0.1:`port`, the
 * headers of a 25 MB body, then the body (a multipart preamble that never reaches its boundary)
 * at `bytesPerSecond`, a second's worth ahead: each 50 ms what the time since it began calls for.
 * At 20 KB/s it keeps above the store's minimum pace (16 KB/s) from the first moment; at 800 B/s
 * it trickles below it.
 */
export async function pacedUpload(port: number, from: string, bytesPerSecond: number): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/create_checkout_session HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Content-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${25 * 1024 * 1024}\r\n\r\n`,
  );
  const started = Date.now();
  let sent = 0;
  const send = () => {
    const due = Math.floor(((Date.now() - started + 1000) * bytesPerSecond) / 1000) - sent;
    if (due <= 0) return;
    socket.write(Buffer.alloc(due, 'x'));
    sent += due;
  };
  const timer = setInterval(send, 50);
  socket.once('close', () => clearInterval(timer));
  return socket;
}
