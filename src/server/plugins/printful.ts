import type { FastifyInstance } from 'fastify';
import type { Env } from '../config.ts';
import { createPrintfileCatalog, type PrintfileCatalog } from '../printful/printfiles.ts';
import { createPrintfulClient, type PrintfulClient } from '../printful/printfulClient.ts';

export interface Printful {
  client: PrintfulClient;
  printfiles: PrintfileCatalog;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Printful's API when PRINTFUL_API_KEY is set; null in test mode (local providers). */
    printful: Printful | null;
  }
}

export function registerPrintful(app: FastifyInstance, env: Env): void {
  if (!env.PRINTFUL_API_KEY) {
    app.decorate('printful', null);
    return;
  }
  if (!env.PUBLIC_URL) {
    app.log.warn('PRINTFUL_API_KEY is set without PUBLIC_URL: Printful cannot fetch print files.');
  }
  const client = createPrintfulClient({
    apiKey: env.PRINTFUL_API_KEY,
    baseUrl: env.PRINTFUL_API_BASE,
    storeId: env.PRINTFUL_STORE_ID,
  });
  app.decorate('printful', { client, printfiles: createPrintfileCatalog(client) });
}
