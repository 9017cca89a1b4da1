import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { previewCooldownSeconds } from '../../shared/business.ts';
import { localMockups } from '../mockup/localRenderer.ts';
import { MockupUnavailableError } from '../mockup/mockupProvider.ts';
import { createPreviewService } from '../mockup/previewService.ts';
import { createPrintfulMockups } from '../printful/mockups.ts';
import { readDesignUpload } from '../plugins/uploads.ts';
import { limitKeys } from '../plugins/visitor.ts';
import { takeTurns } from '../plugins/takeLimits.ts';
import { errorResponses, previewAnswer } from '../schemas/apiSchemas.ts';

export const previewCooldownMessage = `You can only create a mock every ${previewCooldownSeconds / 60} minutes.`;

/** The design's fields arrive in the multipart body and are checked by designFieldsSchema. */
const schema = { response: { 200: previewAnswer, ...errorResponses } };

/**
 * POST /api/preview_printful_product: multipart `file` (the design PNG), `variantID`, `uuid` →
 * `{product_image_links}`, our URLs of the mockup pictures. One new render per visitor per
 * cooldown, counted on both the visitor cookie and the client address so dropping the cookie
 * does not help; a visitor within the cooldown is refused before the upload is read. A design
 * already rendered for that variant is answered from the cache without starting the cooldown
 * (it costs nothing), and a render that fails gives the visitor their turn back.
 */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.printful ? createPrintfulMockups(app.printful, app.storage) : localMockups;
  const previews = createPreviewService(provider, app.storage, app.shared.mockupIndex());
  const cooldown = app.shared.rateLimit('preview-cooldown', { limit: 1, windowSeconds: previewCooldownSeconds });
  const linkFor = (name: string) => app.storage.publicUrlFor(name) ?? app.storage.urlFor(name);

  app.post('/preview_printful_product', { schema }, async (request, reply) => {
    const who = limitKeys(request);
    // Checked before the body is read, so a visitor in the cooldown costs no upload.
    const wait = await cooldown.remainingSeconds(who);
    if (wait > 0) {
      return reply.status(429).header('retry-after', String(wait)).send({ error: previewCooldownMessage });
    }
    const design = await readDesignUpload(request);
    const key = previews.keyOf(design);
    const cached = await previews.cached(key);
    if (cached) return { product_image_links: cached.map(linkFor) };
    // Given back unless the preview is served.
    const waitNow = await takeTurns(request, [[cooldown, who]]);
    if (waitNow > 0) {
      return reply.status(429).header('retry-after', String(waitNow)).send({ error: previewCooldownMessage });
    }
    try {
      const names = await previews.render(key, design);
      return { product_image_links: names.map(linkFor) };
    } catch (error) {
      if (!(error instanceof MockupUnavailableError)) throw error;
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ error: error.message });
    }
  });
};
