import type { FastifyPluginAsync } from 'fastify';
import {
  finishes,
  hasProviderVariants,
  phoneModels,
  templatePath,
  variantIdFor,
} from '../../shared/catalog/catalog.ts';
import { pricing } from '../../shared/business.ts';

export const catalogRoutes: FastifyPluginAsync = async (app) => {
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
  app.get('/catalog', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return body;
  });
};
