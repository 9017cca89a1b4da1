import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFile } from 'node:fs/promises';
import { createHeicConverter, defaultHeicOptions } from '../images/heicConverter.ts';
import { readUpload } from '../plugins/uploads.ts';
import { addressKey, visitorKey } from '../plugins/visitor.ts';
import { errorResponses } from '../schemas/apiSchemas.ts';

/** The largest HEIC upload (a 48 MP iPhone photo is about 15 MB). */
export const maxHeicBytes = 30 * 1024 * 1024;

/**
 * Photos one visitor, and one address (a visitor without cookies is a new visitor each time),
 * may have converting or waiting at once: the converter's queue is shared by every shopper, so
 * no one client can fill it.
 */
const perVisitor = 1;
const perAddress = 3;

export const conversionBusyMessage = 'Your previous photo is still being converted. Please try again in a moment.';

const schema = {
  // The picture's bytes (JPEG or PNG); only the errors are JSON.
  response: { 200: z.instanceof(Buffer), ...errorResponses },
};

/**
 * POST /api/convert_heic: multipart `file` (HEIC/HEIF) → the photo as JPEG, or PNG when it has
 * transparency. Fair to every shopper: one conversion in flight per visitor (a few per address),
 * refused with 429 before the upload is read.
 */
export const convertHeicRoutes: FastifyPluginAsyncZod = async (app) => {
  const converter = createHeicConverter(defaultHeicOptions);
  const inFlight = app.shared.inFlight('heic');
  app.addHook('onClose', () => converter.close());

  app.post('/convert_heic', { schema }, async (request, reply) => {
    const release = await inFlight.tryTake([
      { key: visitorKey(request), max: perVisitor },
      { key: addressKey(request), max: perAddress },
    ]);
    if (!release) return reply.status(429).header('retry-after', '2').send({ error: conversionBusyMessage });
    const letGo = app.exitReleases.hold(release);
    try {
      const { file } = await readUpload(request, { maxBytes: maxHeicBytes });
      const image = await converter.convert(await readFile(file.path));
      return await reply.type(image.contentType).header('cache-control', 'no-store').send(image.bytes);
    } finally {
      letGo();
      await release();
    }
  });
};
