import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateCatalog } from '../../../src/shared/catalog/catalogSchema.ts';

const root = resolve(import.meta.dirname, '../../..');
const script = join(root, 'scripts/catalog-sync.ts');
const apiKey = 'pf-test-key';

// What the fake serves, shaped like Printful's v1 catalog API: GET /products lists products,
// GET /products/{id} answers {product, variants}, all inside its {code, result} envelope.
const products = [
  { id: 71, title: 'Unisex Staple T-Shirt | Bella + Canvas 3001', is_discontinued: false },
  { id: 683, title: 'Snap Case for iPhone®', is_discontinued: false },
  { id: 684, title: 'Snap Case for Samsung®', is_discontinued: false },
  { id: 500, title: 'Snap Case for iPhone® (2019)', is_discontinued: true },
];
const caseVariant = (id: number, productId: number, phone: string, finish: string) => ({
  id,
  product_id: productId,
  name: `${products.find((product) => product.id === productId)?.title} (${finish} / ${phone})`,
  size: phone,
  color: finish,
  color_code: '#ffffff',
  image: `https://files.cdn.printful.com/products/${productId}/${id}_1.jpg`,
  price: '12.95',
  in_stock: true,
});
const variantsByProduct: Record<number, unknown[]> = {
  683: [
    caseVariant(90101, 683, 'iPhone 13', 'Glossy'),
    caseVariant(90102, 683, 'iPhone 13', 'Matte'),
    caseVariant(16910, 683, 'iPhone 14', 'Glossy'),
    caseVariant(90103, 683, 'iPhone 15', 'Glossy'),
  ],
  684: [
    caseVariant(90201, 684, 'Samsung Galaxy S24+', 'Glossy'),
    caseVariant(90202, 684, 'Samsung Galaxy S24+', 'Matte'),
    caseVariant(90203, 684, 'Samsung Galaxy A54', 'Glossy'),
  ],
};

const requests: string[] = [];
let server: Server;
let baseUrl: string;
let workDir: string;
let catalogCopy: string;

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      answer(response, 401, {
        code: 401,
        result: 'Malformed Authorization header.',
        error: { reason: 'Unauthorized', message: 'Malformed Authorization header.' },
      });
      return;
    }
    if (request.method === 'GET' && request.url === '/products') {
      answer(response, 200, { code: 200, result: products, extra: [] });
      return;
    }
    const id = Number(/^\/products\/(\d+)$/.exec(request.url ?? '')?.[1]);
    const product = products.find((entry) => entry.id === id);
    if (request.method === 'GET' && product) {
      const variants = variantsByProduct[id] ?? [];
      answer(response, 200, { code: 200, result: { product, variants }, extra: [] });
      return;
    }
    answer(response, 404, {
      code: 404,
      result: 'Not Found',
      error: { reason: 'NotFound', message: 'Not Found' },
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  workDir = mkdtempSync(join(tmpdir(), 'catalog-sync-'));
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  rmSync(workDir, { recursive: true, force: true });
});

beforeEach(() => {
  requests.length = 0;
  catalogCopy = join(workDir, 'phones.json');
  copyFileSync(join(root, 'src/shared/catalog/phones.json'), catalogCopy);
});

async function sync(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [script, ...args, catalogCopy],
      { env: { PATH: process.env.PATH ?? '', PRINTFUL_API_BASE: baseUrl, ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const variantsOf = (path: string) =>
  Object.fromEntries(
    validateCatalog(JSON.parse(readFileSync(path, 'utf8'))).map((model) => [
      model.key,
      model.variants,
    ]),
  );

// Each test starts node two or three times; on a busy 2-core machine one start can take seconds.
describe('npm run catalog:sync', { timeout: 30_000 }, () => {
  it("fills null ids from Printful's snap cases, keeps known ids, says what it did", async () => {
    const before = variantsOf(catalogCopy);
    const { code, output } = await sync([], { PRINTFUL_API_KEY: apiKey });
    expect(code).toBe(0);
    expect(requests).toEqual(['GET /products', 'GET /products/683', 'GET /products/684']);

    const after = variantsOf(catalogCopy);
    expect(after['13']).toEqual({ glossy: 90101, matte: 90102 });
    expect(after.s24_plus).toEqual({ glossy: 90201, matte: 90202 });
    expect(after['14']).toEqual(before['14']);
    expect(after['15']).toEqual(before['15']);
    const untouched = Object.keys(before).filter((key) => !['13', 's24_plus'].includes(key));
    for (const key of untouched) expect(after[key], key).toEqual(before[key]);

    expect(output).toContain('Filled 4 ids');
    expect(output).toContain('iPhone 13 (13) glossy: null -> 90101');
    expect(output).toContain('Galaxy S24+ (s24_plus) matte: null -> 90202');
    expect(output).toMatch(/kept 15 glossy 17722; Printful lists 90103/);
  });

  it('changes nothing on a second run, or with --dry-run', async () => {
    const original = readFileSync(catalogCopy, 'utf8');
    const dry = await sync(['--dry-run'], { PRINTFUL_API_KEY: apiKey });
    expect(dry.code).toBe(0);
    expect(dry.output).toContain('Would fill 4 ids');
    expect(readFileSync(catalogCopy, 'utf8')).toBe(original);

    await sync([], { PRINTFUL_API_KEY: apiKey });
    const filled = readFileSync(catalogCopy, 'utf8');
    const again = await sync([], { PRINTFUL_API_KEY: apiKey });
    expect(again.output).toContain('phones.json is unchanged');
    expect(readFileSync(catalogCopy, 'utf8')).toBe(filled);
  });

  it('stops with a clear message without a key or when Printful refuses it', async () => {
    const original = readFileSync(catalogCopy, 'utf8');
    const noKey = await sync([]);
    expect(noKey.code).toBe(1);
    expect(noKey.output).toContain('set PRINTFUL_API_KEY');
    expect(requests).toEqual([]);

    const refused = await sync([], { PRINTFUL_API_KEY: 'wrong-key' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Printful's catalog could not be read");
    expect(refused.output).toContain('Malformed Authorization header.');
    expect(readFileSync(catalogCopy, 'utf8')).toBe(original);
  });
});
