/**
 * `npm run catalog:sync [-- --dry-run] [catalog file]`: fills the null glossy/matte variant ids
 * in src/shared/catalog/phones.json from Printful's catalog (PRINTFUL_API_KEY, and
 * PRINTFUL_API_BASE to point it elsewhere). Known ids are left alone; every change is printed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateCatalog } from '../src/shared/catalog/catalogSchema.ts';
import { ConfigError, loadEnv } from '../src/server/config.ts';
import {
  applyVariantFills,
  planVariantFills,
  type VariantFill,
} from '../src/server/printful/catalogSync.ts';
import { fetchSnapCaseVariants } from '../src/server/printful/catalogSyncSource.ts';
import { createPrintfulClient } from '../src/server/printful/printfulClient.ts';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const catalogPath = resolve(
  args.find((arg) => !arg.startsWith('--')) ??
    resolve(import.meta.dirname, '../src/shared/catalog/phones.json'),
);

function fail(message: string): never {
  console.error(`catalog:sync: ${message}`);
  process.exit(1);
}

let env;
try {
  env = loadEnv();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (!env.PRINTFUL_API_KEY) fail('set PRINTFUL_API_KEY to read Printful\'s catalog.');

const catalogText = readFileSync(catalogPath, 'utf8');
const models = validateCatalog(JSON.parse(catalogText));
const client = createPrintfulClient({
  apiKey: env.PRINTFUL_API_KEY,
  baseUrl: env.PRINTFUL_API_BASE,
  storeId: env.PRINTFUL_STORE_ID,
});

let fetched;
try {
  fetched = await fetchSnapCaseVariants(client);
} catch (error) {
  fail(`Printful's catalog could not be read: ${(error as Error).message}`);
}
const { products, variants } = fetched;
if (products.length === 0) fail('Printful\'s catalog lists no snap case products.');
const productList = products.map((product) => `${product.title} (${product.id})`).join(', ');
console.log(`Printful: ${variants.length} variants of ${productList}`);

const { fills, mismatches } = planVariantFills(models, variants);
const nameOf = new Map(models.map((model) => [model.key, model.name]));
const describe = (fill: VariantFill) =>
  `  ${nameOf.get(fill.key) ?? fill.key} (${fill.key}) ${fill.finish.toLowerCase()}: ` +
  `null -> ${fill.id}  [${fill.variantName}]`;

for (const mismatch of mismatches) {
  console.warn(
    `  kept ${mismatch.key} ${mismatch.finish.toLowerCase()} ${mismatch.known}; ` +
      `Printful lists ${mismatch.printful} for it: check which is right.`,
  );
}
const updated = applyVariantFills(catalogText, fills);
const updatedModels = validateCatalog(JSON.parse(updated));
if (fills.length === 0) {
  console.log('No null ids that Printful can fill; phones.json is unchanged.');
} else {
  if (!dryRun) writeFileSync(catalogPath, updated);
  console.log(`${dryRun ? 'Would fill' : 'Filled'} ${fills.length} ids in ${catalogPath}:`);
  for (const fill of fills) console.log(describe(fill));
}
const missing = updatedModels
  .filter((model) => model.variants.glossy === null || model.variants.matte === null)
  .map((model) => model.key);
console.log(`${missing.length} models still lack an id: ${missing.join(', ') || 'none'}`);
