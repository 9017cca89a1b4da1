import type { FastifyPluginAsync } from 'fastify';
import { readFile } from 'node:fs/promises';
import { createHeicConverter, defaultHeicOptions } from '../images/heicConverter.ts';
import { readUpload } from '../plugins/uploads.ts';

/** The largest HEIC upload (a 48 MP iPhone photo is about 15 MB). */
export const maxHeicBytes = 30 * 1024 * 1024;

/** POST /api/convert_heic: multipart `file` (HEIC/HEIF) → the photo as JPEG, or PNG when it has transparency. */
export const convertHeicRoutes: FastifyPluginAsync = async (app) => {
  const converter = createHeicConverter(defaultHeicOptions);
  app.addHook('onClose', () => converter.close());

  app.post('/convert_heic', async (request, reply) => {
    const { file } = await readUpload(request, { maxBytes: maxHeicBytes });
    const image = await converter.convert(await readFile(file.path));
    return reply.type(image.contentType).header('cache-control', 'no-store').send(image.bytes);
  });
};
