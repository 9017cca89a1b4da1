import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { orderStatuses } from '../../shared/orderApi.ts';
import type { Env } from '../config.ts';
import { emailCount } from '../mail/outboxRepository.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();
const isUpload = (request: FastifyRequest) => request.headers['content-type']?.toLowerCase().startsWith('multipart/') ?? false;

/** What a HEIC conversion's answer says happened. */
function heicOutcome(status: number): string {
  if (status < 300) return 'converted';
  if (status === 429 || status === 503) return 'busy';
  return status < 500 ? 'refused' : 'failed';
}

/** The request and process metrics, kept by hooks on every request. */
function requestMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route and status', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const uploads = new Gauge({ name: 'uploads_in_flight', help: 'Uploads (multipart bodies) being received now', registers: [registry] });
  const heic = new Counter({ name: 'heic_conversions_total', help: 'HEIC conversions by outcome', labelNames: ['outcome'], registers: [registry] });

  app.addHook('onRequest', async (request, reply) => {
    if (!isUpload(request)) return;
    uploads.inc();
    reply.raw.once('close', () => uploads.dec());
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw path, so ids do not make new series; unknown paths share one.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (route === '/api/convert_heic') heic.inc({ outcome: heicOutcome(reply.statusCode) });
  });
}

/** The store's own state, read from the database when Prometheus scrapes (the same in every process). */
function storeMetrics(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'orders',
    help: 'Orders by status, in the whole store',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await app.orders.db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll().as('n')]).groupBy('status').execute();
      for (const status of orderStatuses) this.set({ status }, Number(rows.find((row) => row.status === status)?.n ?? 0));
    },
  });
  new Gauge({
    name: 'outbox_pending_emails',
    help: 'Shopper e-mails waiting to be sent (or, without SMTP_URL, kept in the outbox)',
    registers: [registry],
    async collect() {
      this.set(await emailCount(app.orders.db, 'pending'));
    },
  });
  const attempts = new Counter({
    name: 'fulfilment_attempts_total',
    help: 'Submissions to the printer by this process, by outcome (failed: to be retried)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ['submitted', 'failed']) attempts.inc({ outcome }, 0);
  app.addHook('onReady', async () => {
    app.orders.fulfilment.onAttempt((outcome) => attempts.inc({ outcome }));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What GET /metrics answers: plugins register metrics of their own in it (read only with METRICS_TOKEN). */
    metricsRegistry: Registry;
  }
}

/**
 * GET /metrics in Prometheus's text format, only with METRICS_TOKEN (without it the route does
 * not exist: 404) and only for a request that brings it as `Authorization: Bearer <token>`.
 * Register it before the routes, so its hooks see every request.
 */
export async function registerMetrics(app: FastifyInstance, env: Env): Promise<void> {
  const registry = new Registry();
  app.decorate('metricsRegistry', registry);
  const token = env.METRICS_TOKEN;
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  collectDefaultMetrics({ register: registry });
  requestMetrics(app, registry);
  storeMetrics(app, registry);

  const refuse = (reply: FastifyReply) =>
    reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({ error: 'Send METRICS_TOKEN as a bearer token.' });
  app.get('/metrics', async (request, reply) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) return refuse(reply);
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}
