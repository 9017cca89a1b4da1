/**
 * A tiny HTTP reverse proxy for the scale-out bench: each request goes to the next store process
 * in turn (no sticky sessions), with the client address added to X-Forwarded-For as nginx does.
 */
import { Agent, createServer, request, type Server } from 'node:http';

export interface RoundRobinProxy {
  url: string;
  stop(): Promise<void>;
}

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const target = new URL(targets[next++ % targets.length] ?? '');
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((closed) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
