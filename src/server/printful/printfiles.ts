import sharp from 'sharp';
import { z } from 'zod';
import { PrintfulError, type PrintfulClient } from './printfulClient.ts';

/** Phone cases print one file in Printful's `default` placement. */
export const casePlacement = 'default';

export interface PrintFileSize {
  width: number;
  height: number;
}

const variantInfoSchema = z.object({
  variant: z.object({ id: z.number(), product_id: z.number() }),
});

const printfilesSchema = z.object({
  product_id: z.number(),
  printfiles: z.array(
    z.object({ printfile_id: z.number(), width: z.number().int().positive(), height: z.number().int().positive() }),
  ),
  variant_printfiles: z.array(
    z.object({ variant_id: z.number(), placements: z.record(z.string(), z.number()) }),
  ),
});
type Printfiles = z.infer<typeof printfilesSchema>;

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new PrintfulError(502, `Printful sent an unexpected ${what}`);
  return result.data;
}

export interface PrintfileCatalog {
  /** The catalog product a variant belongs to (GET /products/variant/{id}). */
  productIdFor(variantId: number): Promise<number>;
  /** The print file size of a variant's placement (GET /mockup-generator/printfiles/{product}). */
  printFileSize(variantId: number, placement?: string): Promise<PrintFileSize>;
}

/** Reads variants' products and print-file sizes from Printful once, then from memory. */
export function createPrintfileCatalog(client: PrintfulClient): PrintfileCatalog {
  const products = new Map<number, Promise<number>>();
  const printfiles = new Map<number, Promise<Printfiles>>();
  // A failed look-up is forgotten, so the next request asks again.
  const cached = <K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>) => {
    let value = cache.get(key);
    if (!value) {
      value = load();
      cache.set(key, value);
      value.catch(() => cache.delete(key));
    }
    return value;
  };

  const productIdFor = (variantId: number) =>
    cached(products, variantId, async () => {
      const info = parse(variantInfoSchema, await client.get(`/products/variant/${variantId}`), 'variant');
      return info.variant.product_id;
    });

  return {
    productIdFor,
    async printFileSize(variantId, placement = casePlacement) {
      const productId = await productIdFor(variantId);
      const files = await cached(printfiles, productId, async () =>
        parse(printfilesSchema, await client.get(`/mockup-generator/printfiles/${productId}`), 'printfiles answer'),
      );
      const fileId = files.variant_printfiles.find((entry) => entry.variant_id === variantId)?.placements[placement];
      const file = files.printfiles.find((entry) => entry.printfile_id === fileId);
      if (!file) throw new PrintfulError(502, `Printful lists no ${placement} print file for variant ${variantId}`);
      return { width: file.width, height: file.height };
    },
  };
}

/**
 * The design PNG at exactly the print file's size. The export and the print file describe the
 * same area (the case with its wrap); if their proportions differ slightly, the edges of the wrap
 * are trimmed rather than the design stretched.
 */
export async function resizeToPrintFile(png: Buffer, size: PrintFileSize): Promise<Buffer> {
  return sharp(png)
    .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
