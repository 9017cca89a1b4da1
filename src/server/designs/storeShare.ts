import type { PhoneModel } from '../../shared/catalog/catalog.ts';
import type { OrdersDb } from '../orders/orderRepository.ts';
import { ClientError } from '../plugins/errors.ts';
import type { FileStorage } from '../plugins/fileStorage.ts';
import { discardLeftovers } from '../plugins/leftoverFiles.ts';
import { shareTooLargeMessage, type ShareUpload } from './readShareUpload.ts';
import { insertSharedDesign, sharedDesignExists, type StoredSharedDesign } from './sharedDesignRepository.ts';
import { inspectPicture, inspectPreview, keepPicture, keepPreview, type EncodedPicture } from './sharedPictures.ts';

export const shareStorageMessage =
  'Designs shared from your network just now fill the space kept for them. Please try again later.';

export interface ShareStore {
  storage: FileStorage;
  db: OrdersDb;
  /** The most bytes one share may keep in storage (413 beyond). */
  maxStoredBytes: number;
  /**
   * Counts the bytes a share keeps against its client address: 0 when counted, else the seconds
   * until they would fit (429 with Retry-After).
   */
  takeStoredBytes(bytes: number): Promise<number>;
  /** Gives back bytes takeStoredBytes counted, when the share is then not kept. */
  refundStoredBytes(bytes: number): Promise<void>;
}

/**
 * Checks the preview's and every picture's header and size first (cheap), then stores each (see
 * keepPicture: never larger than sent, decoded in full), counts what they take against the
 * share's own and its address's budgets, then records the design under `id`; on any failure the
 * files already stored are discarded, and the bytes counted given back. Pictures are decoded one
 * at a time, so a share holds one in memory.
 */
export async function storeShare(store: ShareStore, id: string, upload: ShareUpload, model: PhoneModel): Promise<void> {
  const saved: string[] = [];
  let storedBytes = 0;
  let counted = false;
  const save = async (encoded: EncodedPicture) => {
    storedBytes += encoded.bytes.length;
    if (storedBytes > store.maxStoredBytes) throw new ClientError(413, shareTooLargeMessage);
    const file = await store.storage.save(encoded.bytes, encoded.ext);
    saved.push(file.name);
    return file.name;
  };
  try {
    const preview = await inspectPreview(upload.preview, model);
    const inspected = [];
    for (const picture of upload.design.pictures) {
      const uploaded = upload.pictures.get(picture.imageID);
      if (!uploaded) throw new ClientError(400, `The picture ${picture.imageID} was not sent.`);
      inspected.push({ picture, upload: await inspectPicture(uploaded, picture) });
    }
    const previewFile = await save(await keepPreview(preview));
    const pictures: StoredSharedDesign['pictures'] = [];
    for (const { picture, upload: checked } of inspected) pictures.push({ ...picture, file: await save(await keepPicture(checked)) });
    const wait = await store.takeStoredBytes(storedBytes);
    if (wait > 0) throw new ClientError(429, shareStorageMessage, wait);
    counted = true;
    await insertSharedDesign(store.db, { id, design: { ...upload.design, pictures }, previewFile, createdAt: new Date() });
  } catch (error) {
    // Deleted unless the database recorded the design after all (its answer lost on the way), and
    // the bytes counted given back then too: asked again in the background while it cannot say.
    const recorded = async () => {
      if (await sharedDesignExists(store.db, id)) return true;
      if (counted) await store.refundStoredBytes(storedBytes);
      counted = false;
      return false;
    };
    await discardLeftovers(store.storage.discard(saved, recorded), error);
    throw error;
  }
}
