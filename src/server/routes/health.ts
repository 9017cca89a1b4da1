import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthAnswer = z.object({
  ok: z.literal(true),
  payment: z.enum(['stripe', 'test']),
  printing: z.enum(['printful', 'local']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthAnswer } } }, async (): Promise<z.infer<typeof healthAnswer>> => ({
    ok: true,
    payment: app.env.STRIPE_SECRET_KEY ? 'stripe' : 'test',
    printing: app.env.PRINTFUL_API_KEY ? 'printful' : 'local',
  }));
};
