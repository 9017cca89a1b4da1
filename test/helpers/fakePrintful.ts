/**
 * A local stand-in for Printful's API v1 (https://developers.printful.com/docs/), enough for what
 * the store calls: the catalog variant look-up, the mockup generator (printfiles, create-task,
 * task) and the mockup image CDN. Answers use Printful's `{code, result, error}` envelope and its
 * auth header. Other modules add endpoints (orders…) with `addRoute`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, or undefined. */
  body: unknown;
  /** Values of the route's `:name` segments. */
  params: Record<string, string>;
}

export interface FakeResponse {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON, or as is when it is a Buffer. */
  body: unknown;
}

export interface FakeRoute {
  method: string;
  /** e.g. "/orders/:id"; matched against the path without the query. */
  path: string;
  /** Public routes (the CDN) need no Authorization header. */
  public?: boolean;
  handle(request: FakeRequest): FakeResponse | Promise<FakeResponse>;
}

export interface FakeProduct {
  productId: number;
  variantIds: number[];
  /** Size of the `default` placement's print file. */
  printfile: { width: number; height: number };
}

export interface FakeTask {
  key: string;
  productId: number;
  body: { variant_ids: number[]; files: { placement: string; image_url: string }[]; format?: string };
  polls: number;
}

export interface FakePrintfulOptions {
  apiKey?: string;
  products?: FakeProduct[];
  /** Polls a task answers `pending` before it completes. */
  pendingPolls?: number;
}

export interface FakePrintful {
  baseUrl: string;
  apiKey: string;
  /** Every API request received, in order. */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  tasks: Map<string, FakeTask>;
  addRoute(route: FakeRoute): void;
  /** The next `times` create-task calls answer 429 with this Retry-After (seconds). */
  rateLimitCreateTask(times: number, retryAfterSeconds: number): void;
  /** Tasks created from now on end `failed` with this reason. */
  failTasks(reason: string | undefined): void;
  close(): Promise<void>;
}

/** iPhone 16 Pro Max Snap Case ids (product 683) and a print file of a plausible size. */
export const fakeCaseProduct: FakeProduct = {
  productId: 683,
  variantIds: [20297, 20301],
  printfile: { width: 879, height: 1830 },
};

const ok = (result: unknown): FakeResponse => ({ body: { code: 200, result } });

export const printfulError = (status: number, reason: string, message: string): FakeResponse => ({
  status,
  body: { code: status, result: message, error: { reason, message } },
});

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/:([a-zA-Z_]+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export async function startFakePrintful(options: FakePrintfulOptions = {}): Promise<FakePrintful> {
  const apiKey = options.apiKey ?? 'fake-printful-key';
  const products = options.products ?? [fakeCaseProduct];
  const pendingPolls = options.pendingPolls ?? 1;
  const routes: { route: FakeRoute; pattern: RegExp; names: string[] }[] = [];
  const requests: FakePrintful['requests'] = [];
  const tasks = new Map<string, FakeTask>();
  const rateLimits: number[] = [];
  let failReason: string | undefined;
  let baseUrl = '';
  const mockupImage = await sharp({
    create: { width: 1000, height: 1000, channels: 3, background: '#b0c4b1' },
  })
    .jpeg()
    .toBuffer();

  const addRoute = (route: FakeRoute) => routes.push({ route, ...compile(route.path) });
  const productOfVariant = (id: number) => products.find((product) => product.variantIds.includes(id));

  addRoute({
    method: 'GET',
    path: '/products/variant/:id',
    handle({ params }) {
      const id = Number(params.id);
      const product = productOfVariant(id);
      if (!product) return printfulError(404, 'NotFound', 'Variant not found');
      return ok({
        variant: { id, product_id: product.productId, name: `Case ${id}`, in_stock: true },
        product: { id: product.productId, type: 'PHONE-CASE', title: 'Snap Case for iPhone®' },
      });
    },
  });

  addRoute({
    method: 'GET',
    path: '/mockup-generator/printfiles/:productId',
    handle({ params }) {
      const product = products.find((entry) => entry.productId === Number(params.productId));
      if (!product) return printfulError(404, 'NotFound', 'Product not found');
      const printfileId = product.productId * 10;
      return ok({
        product_id: product.productId,
        available_placements: { default: 'Print file' },
        printfiles: [
          { printfile_id: printfileId, ...product.printfile, dpi: 300, fill_mode: 'cover', can_rotate: false },
        ],
        variant_printfiles: product.variantIds.map((variant_id) => ({
          variant_id,
          placements: { default: printfileId },
        })),
        options: [],
        option_groups: ['Flat', 'Lifestyle'],
      });
    },
  });

  addRoute({
    method: 'POST',
    path: '/mockup-generator/create-task/:productId',
    handle({ params, body }) {
      if (rateLimits.length) {
        const retryAfter = rateLimits.shift() ?? 60;
        return {
          ...printfulError(429, 'TooManyRequests', `Too Many Requests. Please try again after ${retryAfter} seconds.`),
          headers: { 'retry-after': String(retryAfter) },
        };
      }
      const productId = Number(params.productId);
      const product = products.find((entry) => entry.productId === productId);
      if (!product) return printfulError(404, 'NotFound', 'Product not found');
      const task = body as FakeTask['body'] | undefined;
      if (typeof task !== 'object') return printfulError(400, 'BadRequest', 'Invalid request body');
      const variants = task.variant_ids;
      if (!Array.isArray(variants) || !variants.length || !variants.every((id) => product.variantIds.includes(id))) {
        return printfulError(400, 'BadRequest', 'Invalid variant_ids');
      }
      const files = task.files;
      if (!Array.isArray(files) || !files.length || files.some((file) => file.placement !== 'default' || typeof file.image_url !== 'string')) {
        return printfulError(400, 'BadRequest', 'Invalid files: placement must be one of: default');
      }
      const key = `gt-${tasks.size + 1000}`;
      tasks.set(key, { key, productId, body: task, polls: failReason ? -1 : 0 });
      return ok({ task_key: key, status: 'pending' });
    },
  });

  addRoute({
    method: 'GET',
    path: '/mockup-generator/task',
    handle({ url }) {
      const task = tasks.get(url.searchParams.get('task_key') ?? '');
      if (!task) return printfulError(404, 'NotFound', 'Task not found');
      if (task.polls < 0) return ok({ task_key: task.key, status: 'failed', error: failReason ?? 'Failed' });
      task.polls += 1;
      if (task.polls <= pendingPolls) return ok({ task_key: task.key, status: 'pending' });
      const variantIds = task.body.variant_ids;
      return ok({
        task_key: task.key,
        status: 'completed',
        mockups: [
          {
            placement: 'default',
            variant_ids: variantIds,
            mockup_url: `${baseUrl}/cdn/${task.key}-front.jpg`,
            extra: [
              { title: 'Lifestyle', option: 'Lifestyle', option_group: 'Lifestyle', url: `${baseUrl}/cdn/${task.key}-lifestyle.jpg` },
            ],
          },
        ],
        printfiles: [{ variant_ids: variantIds, placement: 'default', url: `${baseUrl}/cdn/${task.key}-printfile.png` }],
      });
    },
  });

  addRoute({
    method: 'GET',
    path: '/cdn/:file',
    public: true,
    handle: () => ({ headers: { 'content-type': 'image/jpeg' }, body: mockupImage }),
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    let reply: FakeResponse = printfulError(404, 'NotFound', 'Not found');
    // Routes added later win, so a test can override a built-in answer.
    const match = routes
      .map((entry) => ({ entry, found: entry.route.method === method ? entry.pattern.exec(url.pathname) : null }))
      .findLast(({ found }) => found);
    if (match?.found) {
      const { entry, found } = match;
      const body = await readJson(request);
      if (!entry.route.public) requests.push({ method, path: `${url.pathname}${url.search}`, headers: request.headers, body });
      if (!entry.route.public && request.headers.authorization !== `Bearer ${apiKey}`) {
        reply = printfulError(401, 'Unauthorized', 'Malformed Authorization header.');
      } else {
        const params = Object.fromEntries(entry.names.map((name, index) => [name, found[index + 1] ?? '']));
        reply = await entry.route.handle({ method, url, headers: request.headers, body, params });
      }
    }
    const isBytes = Buffer.isBuffer(reply.body);
    response.writeHead(reply.status ?? 200, {
      'content-type': isBytes ? 'application/octet-stream' : 'application/json',
      ...reply.headers,
    });
    response.end(isBytes ? (reply.body as Buffer) : JSON.stringify(reply.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 500, result: String(error), error: { reason: 'InternalError', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    apiKey,
    requests,
    tasks,
    addRoute,
    rateLimitCreateTask(times, retryAfterSeconds) {
      for (let index = 0; index < times; index++) rateLimits.push(retryAfterSeconds);
    },
    failTasks(reason) {
      failReason = reason;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
