import type { FastifyRequest } from 'fastify';
import { maxShareBytes, maxSharedPictures, type SharedDesign } from '../../shared/sharedDesign.ts';
import { ClientError } from '../plugins/errors.ts';
import { saveToTemporaryFile, uploadError } from '../plugins/uploads.ts';
import { parseFields } from '../schemas/apiSchemas.ts';
import { sharedDesignSchema } from '../schemas/sharedDesignSchemas.ts';

/** An uploaded file, streamed to a temporary file the request owns. */
export interface UploadedFile {
  path: string;
  bytes: number;
}

export interface ShareUpload {
  design: SharedDesign;
  /** The design's export (a PNG at the model's print size), for the picture on its page. */
  preview: UploadedFile;
  /** The uploaded pictures by imageID: exactly the design's `pictures`. */
  pictures: Map<string, UploadedFile>;
}

export const tooManyPicturesMessage = `A shared design may hold at most ${maxSharedPictures} pictures.`;
export const shareTooLargeMessage = `The design is too large to share (the limit is ${maxShareBytes / (1024 * 1024)} MB).`;

function shareUploadError(error: unknown): Error {
  if (error instanceof ClientError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_FILES_LIMIT':
      return new ClientError(413, tooManyPicturesMessage);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ClientError(413, shareTooLargeMessage);
    default:
      return uploadError(error, maxShareBytes);
  }
}

function parseDesign(text: string | undefined): SharedDesign {
  if (text === undefined) throw new ClientError(400, 'No design was sent (form field "design").');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ClientError(400, 'The design is not valid JSON.');
  }
  return parseFields(sharedDesignSchema, json, 'design');
}

/** Every picture the design lists was sent, once, and nothing else. */
function checkPictures(design: SharedDesign, pictures: ReadonlyMap<string, UploadedFile>): void {
  const listed = new Set(design.pictures.map((picture) => picture.imageID));
  const missing = [...listed].find((imageID) => !pictures.has(imageID));
  if (missing) throw new ClientError(400, `The picture ${missing} was not sent.`);
  const extra = [...pictures.keys()].find((imageID) => !listed.has(imageID));
  if (extra !== undefined) throw new ClientError(400, `The picture ${extra} is not part of the design.`);
}

/**
 * Reads POST /api/designs: the `design` JSON field, the `preview` file and one `picture` file per
 * picture, named by its imageID. Files are streamed to temporary files; more than
 * maxSharedPictures pictures or maxShareBytes in all is a 413 as soon as it is seen, every other
 * mistake a 400 (a full disk a 503).
 */
export async function readShareUpload(request: FastifyRequest): Promise<ShareUpload> {
  let designText: string | undefined;
  let preview: UploadedFile | undefined;
  const pictures = new Map<string, UploadedFile>();
  let total = 0;
  const limits = {
    files: maxSharedPictures + 1,
    fields: 2,
    parts: maxSharedPictures + 4,
    fieldSize: 512 * 1024,
    fileSize: maxShareBytes,
  };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const saved = await saveToTemporaryFile(request, part);
        total += saved.bytes;
        if (total > maxShareBytes) throw new ClientError(413, shareTooLargeMessage);
        if (part.fieldname === 'preview') preview = saved;
        else if (part.fieldname !== 'picture') throw new ClientError(400, `Unexpected file field "${part.fieldname}".`);
        else if (pictures.has(part.filename)) throw new ClientError(400, `The picture ${part.filename} was sent twice.`);
        else pictures.set(part.filename, saved);
      } else if (part.fieldname === 'design' && typeof part.value === 'string') {
        if (part.valueTruncated) throw new ClientError(413, `The design is larger than ${limits.fieldSize / 1024} KB (form field "design").`);
        designText = part.value;
      }
    }
  } catch (error) {
    throw shareUploadError(error);
  }
  const design = parseDesign(designText);
  if (!preview?.bytes) throw new ClientError(400, 'No picture of the design was sent (form field "preview").');
  checkPictures(design, pictures);
  return { design, preview, pictures };
}
