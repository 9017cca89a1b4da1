/**
 * Printful API v1 order endpoints for the fake Printful: POST /orders (a draft, or confirmed with
 * ?confirm=true; external_id unique per store), GET /orders/{id} where id is Printful's number or
 * `@<external_id>`, and POST /orders/{id}/confirm (draft → pending). Tests then move orders along
 * as Printful would (shipped with a tracking number, failed, canceled).
 */
import { printfulError, type FakePrintful, type FakeResponse } from './fakePrintful.ts';

export interface FakeShipment {
  carrier: string;
  service: string;
  tracking_number: string;
  tracking_url: string;
  ship_date: string;
}

export interface FakePrintfulOrder {
  id: number;
  external_id: string | null;
  status: string;
  recipient: Record<string, unknown>;
  items: { variant_id: number; quantity: number; files: { type?: string; url: string }[] }[];
  shipments: FakeShipment[];
}

export interface FakePrintfulOrders {
  /** Orders by Printful id. */
  orders: Map<number, FakePrintfulOrder>;
  find(externalId: string): FakePrintfulOrder | undefined;
  /** The next `count` creates answer 429 with this Retry-After (seconds). */
  rateLimitCreate(count: number, retryAfterSeconds: number): void;
  /** The next create stores the order but its answer is lost (a 502, as after a timeout). */
  loseNextCreateAnswer(): void;
  /** The next `count` requests to any order endpoint answer this 5xx. */
  failNext(status: number, count?: number): void;
  ship(externalId: string, shipment?: Partial<FakeShipment>): void;
  setStatus(externalId: string, status: string): void;
}

const ok = (result: unknown): FakeResponse => ({ body: { code: 200, result } });

const requiredRecipientFields = ['name', 'address1', 'city', 'country_code', 'zip'];

export function addFakePrintfulOrders(fake: FakePrintful, knownVariants: number[]): FakePrintfulOrders {
  const orders = new Map<number, FakePrintfulOrder>();
  const rateLimits: number[] = [];
  let failures: { status: number; count: number } | undefined;
  let loseAnswer = false;
  let nextId = 90_000_001;

  const find = (externalId: string) => [...orders.values()].find((order) => order.external_id === externalId);
  const lookUp = (id: string) => (id.startsWith('@') ? find(decodeURIComponent(id.slice(1))) : orders.get(Number(id)));
  const failure = (): FakeResponse | undefined => {
    if (!failures || failures.count <= 0) return undefined;
    failures.count -= 1;
    return printfulError(failures.status, 'InternalError', 'Printful is having a bad day.');
  };
  const notFound = () => printfulError(404, 'NotFound', 'Order not found');

  fake.addRoute({
    method: 'POST',
    path: '/orders',
    handle({ body, url }) {
      const failed = failure();
      if (failed) return failed;
      if (rateLimits.length) {
        const wait = rateLimits.shift() ?? 60;
        return {
          ...printfulError(429, 'TooManyRequests', `Too Many Requests. Please try again after ${wait} seconds.`),
          headers: { 'retry-after': String(wait) },
        };
      }
      const input = body as Partial<FakePrintfulOrder> | undefined;
      const recipient = input?.recipient ?? {};
      const missing = requiredRecipientFields.filter((field) => typeof recipient[field] !== 'string' || !recipient[field]);
      if (recipient.country_code === 'US' && !recipient.state_code) missing.push('state_code');
      if (missing.length) return printfulError(400, 'BadRequest', `Recipient: ${missing.join(', ')} is required`);
      const items = input?.items;
      if (!Array.isArray(items) || !items.length) return printfulError(400, 'BadRequest', 'Items are required');
      for (const item of items) {
        if (!knownVariants.includes(item.variant_id)) return printfulError(400, 'BadRequest', `Item variant_id ${item.variant_id} not found`);
        if (!item.files.length || item.files.some((file) => !URL.canParse(file.url))) {
          return printfulError(400, 'BadRequest', 'Item files: a valid url is required');
        }
      }
      const externalId = input?.external_id ?? null;
      if (externalId !== null && find(externalId)) {
        return printfulError(400, 'BadRequest', `Order with External ID ${externalId} already exists`);
      }
      const confirm = ['1', 'true'].includes(url.searchParams.get('confirm') ?? '');
      const order: FakePrintfulOrder = {
        id: nextId++,
        external_id: externalId,
        status: confirm ? 'pending' : 'draft',
        recipient,
        items,
        shipments: [],
      };
      orders.set(order.id, order);
      if (loseAnswer) {
        loseAnswer = false;
        return printfulError(502, 'BadGateway', 'Bad gateway');
      }
      return ok(order);
    },
  });

  fake.addRoute({
    method: 'GET',
    path: '/orders/:id',
    handle({ params }) {
      const order = lookUp(params.id ?? '');
      return failure() ?? (order ? ok(order) : notFound());
    },
  });

  fake.addRoute({
    method: 'POST',
    path: '/orders/:id/confirm',
    handle({ params }) {
      const failed = failure();
      if (failed) return failed;
      const order = lookUp(params.id ?? '');
      if (!order) return notFound();
      if (order.status !== 'draft') return printfulError(400, 'BadRequest', 'Only draft orders can be confirmed');
      order.status = 'pending';
      return ok(order);
    },
  });

  const byExternal = (externalId: string) => {
    const order = find(externalId);
    if (!order) throw new Error(`The fake Printful has no order ${externalId}`);
    return order;
  };

  return {
    orders,
    find,
    rateLimitCreate(count, retryAfterSeconds) {
      for (let index = 0; index < count; index++) rateLimits.push(retryAfterSeconds);
    },
    loseNextCreateAnswer() {
      loseAnswer = true;
    },
    failNext(status, count = 1) {
      failures = { status, count };
    },
    ship(externalId, shipment = {}) {
      const order = byExternal(externalId);
      order.status = 'fulfilled';
      order.shipments.push({
        carrier: 'USPS',
        service: 'USPS First Class Mail',
        tracking_number: '9400111899223344556677',
        tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
        ship_date: '2026-03-02',
        ...shipment,
      });
    },
    setStatus(externalId, status) {
      byExternal(externalId).status = status;
    },
  };
}
