import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  finishes,
  hasProviderVariants,
  phoneModels,
  templatePath,
  variantIdFor,
} from '../../shared/catalog/catalog.ts';
import { pricing } from '../../shared/business.ts';

const catalogAnswer = z.object({
  price: z.number(),
  currency: z.string(),
  models: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      platform: z.string(),
      family: z.string(),
      template: z.string(),
      available: z.boolean(),
      variants: z.record(z.string(), z.string()),
    }),
  ),
});

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const testMode = !app.env.PRINTFUL_API_KEY;
  const body = {
    price: pricing.unitAmountCents / 100,
    currency: pricing.currency,
    models: phoneModels.map((model) => ({
      key: model.key,
      name: model.name,
      platform: model.platform,
      family: model.family,
      template: templatePath(model.key),
      available: testMode || hasProviderVariants(model),
      variants: Object.fromEntries(
        finishes.map((finish) => [finish.toLowerCase(), variantIdFor(model, finish)]),
      ),
    })),
  };
  app.get('/catalog', { schema: { response: { 200: catalogAnswer } } }, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return body;
  });
};
