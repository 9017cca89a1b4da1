import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthAnswer = z.object({
  ok: z.literal(true),
  payment: z.enum(['stripe', 'test']),
  printing: z.enum(['printful', 'local']),
  database: z.enum(['sqlite', 'postgres']),
  storage: z.enum(['disk', 's3']),
  limits: z.enum(['memory', 'redis']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthAnswer } } }, async (): Promise<z.infer<typeof healthAnswer>> => ({
    ok: true,
    payment: app.env.STRIPE_SECRET_KEY ? 'stripe' : 'test',
    printing: app.env.PRINTFUL_API_KEY ? 'printful' : 'local',
    database: app.env.DATABASE_URL && /^postgres/.test(app.env.DATABASE_URL) ? 'postgres' : 'sqlite',
    storage: app.storage.backend,
    limits: app.shared.backend,
  }));
};
