import {
  isSnapCaseProduct,
  type PrintfulCatalogProduct,
  type PrintfulCatalogVariant,
} from './catalogSync.ts';
import type { PrintfulClient } from './printfulClient.ts';

/**
 * Every variant of Printful's snap case products, read from its v1 catalog: GET /products lists
 * the products (Snap Case for iPhone is 683), GET /products/{id} gives each one's variants, in
 * the catalog's order.
 */
export async function fetchSnapCaseVariants(
  client: PrintfulClient,
): Promise<{ products: PrintfulCatalogProduct[]; variants: PrintfulCatalogVariant[] }> {
  const listed = await client.get<PrintfulCatalogProduct[]>('/products');
  const products = listed.filter(isSnapCaseProduct);
  const variants: PrintfulCatalogVariant[] = [];
  for (const product of products) {
    const details = await client.get<{ variants: PrintfulCatalogVariant[] }>(
      `/products/${product.id}`,
    );
    variants.push(...details.variants);
  }
  return { products, variants };
}
