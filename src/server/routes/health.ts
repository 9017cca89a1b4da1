import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({
    ok: true,
    payment: app.env.STRIPE_SECRET_KEY ? 'stripe' : 'test',
    printing: app.env.PRINTFUL_API_KEY ? 'printful' : 'local',
  }));
};
