import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findModel } from '../../shared/catalog/catalog.ts';
import { maxShareBytes, sharedDesignPath, type SharedDesignAnswer } from '../../shared/sharedDesign.ts';
import { findSharedDesign, sharedDesignExpiry } from '../designs/sharedDesignRepository.ts';
import { readShareUpload } from '../designs/readShareUpload.ts';
import { shareStorageMessage, storeShare } from '../designs/storeShare.ts';
// Shared designs take the same unguessable ids as orders: 128 random bits in base32.
import { isOrderId, newOrderId } from '../orders/orderId.ts';
import { ClientError } from '../plugins/errors.ts';
import { takeTurns } from '../plugins/takeLimits.ts';
import { addressKey, visitorKey } from '../plugins/visitor.ts';
import { errorResponses } from '../schemas/apiSchemas.ts';
import { shareAnswerSchema, sharedDesignAnswerSchema } from '../schemas/sharedDesignSchemas.ts';

export const shareLimitMessage = 'You have shared many designs just now. Please wait a while and try again.';
export const unknownSharedDesignMessage = 'This shared design does not exist, or its link has expired.';

/** Shares per visitor, and (wider, for a household or an office) per client address. */
export const shareLimits = {
  visitor: { limit: 20, windowSeconds: 3600 },
  address: { limit: 100, windowSeconds: 3600 },
} as const;

/**
 * POST /api/designs: a design with its pictures is kept under a new unguessable id (128 bits)
 * and answered with its page, /d/<id>. GET /api/designs/:id: the design with the URL of each
 * picture, for 30 days; the id is the only key (no listing). Each well-formed share counts
 * against the visitor's and the address's limits, and what it stores against the address's
 * SHARE_STORAGE_LIMIT; only a share that is kept costs a turn.
 */
export const sharedDesignRoutes: FastifyPluginAsyncZod = async (app) => {
  const perVisitor = app.shared.rateLimit('share-visitor', shareLimits.visitor);
  const perAddress = app.shared.rateLimit('share-address', shareLimits.address);
  const { limit: megabytes, windowSeconds } = app.env.SHARE_STORAGE_LIMIT;
  const storedPerAddress = app.shared.byteBudget('share-bytes', { bytes: megabytes * 1024 * 1024, windowSeconds });
  const { db } = app.orders;

  const sharing = { schema: { response: { 201: shareAnswerSchema, ...errorResponses } }, config: { databaseAction: 'share your design' } };
  app.post('/designs', sharing, async (request, reply) => {
    // An upload larger than what is left of its address's budget is refused before it is read:
    // nothing stored is larger than what was sent.
    const full = await storedPerAddress.remainingSeconds(addressKey(request), Number(request.headers['content-length'] ?? 1));
    if (full > 0) return reply.status(429).header('retry-after', String(full)).send({ error: shareStorageMessage });
    const wait = await takeTurns(request, [
      [perVisitor, [visitorKey(request)]],
      [perAddress, [addressKey(request)]],
    ]);
    if (wait > 0) return reply.status(429).header('retry-after', String(wait)).send({ error: shareLimitMessage });
    const id = newOrderId();
    const upload = await readShareUpload(request);
    const model = findModel(upload.design.phoneModel);
    if (!model) throw new ClientError(400, 'Unknown phone model: choose one from the catalog.');
    const store = {
      storage: app.storage,
      db,
      maxStoredBytes: maxShareBytes,
      takeStoredBytes: (bytes: number) => storedPerAddress.take(addressKey(request), bytes),
      refundStoredBytes: (bytes: number) => storedPerAddress.refund(addressKey(request), bytes),
    };
    await storeShare(store, id, upload, model);
    return reply.status(201).send({ id, url: sharedDesignPath(id) });
  });

  app.get(
    '/designs/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: sharedDesignAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<SharedDesignAnswer> => {
      const { id } = request.params;
      const found = isOrderId(id) ? await findSharedDesign(db, id, new Date()) : undefined;
      if (!found) throw new ClientError(404, unknownSharedDesignMessage);
      const { row, design } = found;
      void reply.header('cache-control', 'no-store');
      return {
        id,
        modelName: findModel(design.phoneModel)?.name ?? design.phoneModel,
        createdAt: row.created_at,
        expiresAt: sharedDesignExpiry(row.created_at).toISOString(),
        previewUrl: app.storage.urlFor(row.preview_file),
        design: {
          ...design,
          pictures: design.pictures.map(({ file, ...picture }) => ({ ...picture, url: app.storage.urlFor(file) })),
        },
      };
    },
  );
};
