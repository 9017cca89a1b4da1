import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  phoneModels,
  resolveVariant,
  testVariantPrefix,
  type CaseFinish,
  type PhoneModel,
} from '../../shared/catalog/catalog.ts';
import { printFileSize } from '../../shared/catalog/templateGeometry.ts';
import type { Env } from '../config.ts';
import { startPngCheck } from '../designs/pngDecoder.ts';
import { designBytes, storableDesign, type StorableDesign } from '../designs/storableDesign.ts';
import { instanceDirectoryName, leftoverUploadAgeMs, sweepLeftoverUploads, uploadSweepIntervalMs } from './uploadSweep.ts';
import { designFieldsSchema, parseFields } from '../schemas/apiSchemas.ts';
import { ClientError, storageFailure } from './errors.ts';

/** The largest upload any route accepts; each route passes its own, smaller or equal, limit. */
export const maxUploadBytes = 30 * 1024 * 1024;

/** Temporary files each request's uploads were streamed to; deleted when it ends. */
const temporaryFiles = new WeakMap<FastifyRequest, string[]>();

/** Shared by the store processes of a host: each keeps its temporary uploads in a directory of its own in it. */
export const uploadDirectory = join(tmpdir(), 'case-collage-uploads');

declare module 'fastify' {
  interface FastifyInstance {
    /** This store's own directory for temporary uploads, in uploadDirectory. */
    temporaryUploads: string;
  }
}

/**
 * Multipart with tight limits: one file, a few short text fields. An uploaded file is streamed to
 * a temporary file in the store's own directory, never held whole in memory, and deleted once
 * the request's answer is ready; the directory goes when the store closes, after the requests
 * still in flight (finishRequestsBeforeClosing). What a killed process was
 * receiving is swept by the next store to start on the host, and loose files by age.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  const temporaryUploads = join(uploadDirectory, instanceDirectoryName());
  await mkdir(temporaryUploads, { recursive: true });
  app.decorate('temporaryUploads', temporaryUploads);
  const sweep = async () => {
    const swept = await sweepLeftoverUploads(uploadDirectory, { olderThanMs: leftoverUploadAgeMs });
    if (swept) app.log.info({ swept, directory: uploadDirectory }, 'swept leftover temporary uploads');
  };
  await sweep();
  const sweeper = setInterval(() => void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping temporary uploads failed')), uploadSweepIntervalMs);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await rm(temporaryUploads, { recursive: true, force: true });
  });
  await app.register(multipart, {
    limits: {
      files: 1,
      fields: 8,
      parts: 9,
      fieldNameSize: 64,
      fieldSize: 1024,
      headerPairs: 50,
      fileSize: maxUploadBytes,
    },
  });
  const removeUploads = async (request: FastifyRequest) => {
    const paths = temporaryFiles.get(request) ?? [];
    temporaryFiles.delete(request);
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  };
  // Once its answer is ready the request's handler is done with its files, whether or not the
  // client is still there: a client that leaves mid-request never takes them from under it.
  app.addHook('onSend', async (request, _reply, payload) => {
    await removeUploads(request);
    return payload;
  });
  app.addHook('onResponse', removeUploads);
}

export interface UploadedForm {
  /** The file field, streamed to a temporary file. */
  file: { path: string; bytes: number };
  /** The text fields, whatever their order relative to the file. */
  fields: Record<string, string>;
}

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

export function uploadError(error: unknown, maxBytes: number): Error {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ClientError(413, `The file is too large (the limit is ${megabytes(maxBytes)}).`);
    case 'FST_FILES_LIMIT':
      return new ClientError(413, 'Send one file only.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ClientError(413, 'The form has too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ClientError(415, 'Send the file as multipart/form-data.');
    default:
      return storageFailure(error) ?? new ClientError(400, 'The upload could not be read.');
  }
}

/** Streams one file part to a new temporary file owned by the request, handing each piece to `onPiece` as it arrives. */
export async function saveToTemporaryFile(
  request: FastifyRequest,
  file: MultipartFile,
  onPiece?: (piece: Buffer) => void,
): Promise<{ path: string; bytes: number }> {
  const directory = request.server.temporaryUploads;
  const path = join(directory, randomBytes(16).toString('hex'));
  temporaryFiles.set(request, [...(temporaryFiles.get(request) ?? []), path]);
  const handle = await open(path, 'wx').catch(async (error: unknown) => {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    // The directory was removed meanwhile (a cleaner of /tmp): made again.
    await mkdir(directory, { recursive: true });
    return open(path, 'wx');
  });
  let bytes = 0;
  file.file.on('data', (piece: Buffer) => {
    bytes += piece.length;
    onPiece?.(piece);
  });
  await pipeline(file.file, handle.createWriteStream());
  // busboy stops at the size limit and marks the stream truncated rather than failing it.
  if (file.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
  return { path, bytes };
}

/**
 * Reads a multipart form with exactly one file in `fileField` (at most `maxBytes`, streamed to a
 * temporary file, each piece also given to `onFilePiece`) and its text fields. Every failure is a ClientError: 413 over a limit, 415 not
 * multipart, 400 otherwise; a full or unwritable disk is a 503.
 */
export async function readUpload(
  request: FastifyRequest,
  { maxBytes, fileField = 'file', onFilePiece }: { maxBytes: number; fileField?: string; onFilePiece?: (piece: Buffer) => void },
): Promise<UploadedForm> {
  let file: UploadedForm['file'] | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const saved = await saveToTemporaryFile(request, part, part.fieldname === fileField ? onFilePiece : undefined);
        if (part.fieldname === fileField) file = saved;
      } else if (typeof part.value === 'string') {
        if (part.valueTruncated) throw new ClientError(400, `The field ${part.fieldname} is too long.`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw error instanceof ClientError ? error : uploadError(error, maxBytes);
  }
  if (!file?.bytes) throw new ClientError(400, `No file was sent (form field "${fileField}").`);
  return { file, fields };
}

/** The largest design PNG (the 2× export of preview and checkout) accepted. */
export const maxDesignBytes = 25 * 1024 * 1024;

/**
 * The most a design's pixel data may inflate to while it is checked on arrival: the largest print
 * file in 16-bit RGBA. A design of the wrong size is refused once the form is read, but its
 * variant may come after the file, so this bounds the work a forged header can ask for.
 */
const maxDesignScanlineBytes = Math.max(
  ...phoneModels.map((model) => {
    const { width, height } = printFileSize(model);
    return height * (1 + width * 8);
  }),
);

/**
 * The width and height a PNG's header (IHDR, which must come first) declares, or undefined when
 * the file does not start as a PNG.
 */
async function pngHeaderSize(path: string): Promise<{ width: number; height: number } | undefined> {
  const handle = await open(path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(24), 0, 24, 0);
    const isPng = bytesRead === 24 && buffer.subarray(0, 8).equals(pngSignature) && buffer.toString('latin1', 12, 16) === 'IHDR';
    return isPng ? { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) } : undefined;
  } finally {
    await handle.close();
  }
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface DesignUpload {
  png: Buffer;
  model: PhoneModel;
  finish: CaseFinish;
  variantID: string;
  uuid: string | undefined;
}

function resolveDesignVariant(
  variantID: string,
  env: Env,
): { model: PhoneModel; finish: CaseFinish; variantID: string } {
  const variant = resolveVariant(variantID);
  if (!variant) throw new ClientError(400, 'Unknown variantID: choose a phone model from the catalog.');
  if (env.PRINTFUL_API_KEY && variantID.startsWith(testVariantPrefix)) {
    throw new ClientError(400, `${variant.model.name} cases cannot be printed yet.`);
  }
  return { ...variant, variantID };
}

/** A design upload whose PNG has been checked and may be stored (storableDesign). */
export type CheckedDesignUpload = Omit<DesignUpload, 'png'> & { design: StorableDesign };

/**
 * Reads the design upload of checkout: multipart `file` (a PNG exactly printFileSize of the
 * variant's model, checked from its header before it is stored; its rows are checked as it
 * arrives), `variantID` and the optional `uuid`. Every failure is a 4xx ClientError.
 */
export async function readCheckedDesign(request: FastifyRequest): Promise<CheckedDesignUpload> {
  const check = startPngCheck({ maxScanlineBytes: maxDesignScanlineBytes });
  const form = readUpload(request, { maxBytes: maxDesignBytes, onFilePiece: (piece) => check.push(piece) });
  // Answers false, never rejects, when the upload fails: the check then only stops its work.
  const checked = form.then(() => check.end(), () => check.end());
  const { file, fields } = await form;
  const declared = parseFields(designFieldsSchema, fields);
  const { model, finish, variantID } = resolveDesignVariant(declared.variantID, request.server.env);
  const { uuid } = declared;
  const size = await pngHeaderSize(file.path);
  if (!size) throw new ClientError(400, 'The design must be a PNG image.');
  const expected = printFileSize(model);
  if (size.width !== expected.width || size.height !== expected.height) {
    throw new ClientError(
      400,
      `The design must be ${expected.width}×${expected.height} pixels for ${model.name} ` +
        `(got ${size.width}×${size.height}).`,
    );
  }
  return { design: await storableDesign(file, checked, expected.width * expected.height), model, finish, variantID, uuid };
}

/** The design upload of preview, as readCheckedDesign reads it, with its PNG's bytes. */
export async function readDesignUpload(request: FastifyRequest): Promise<DesignUpload> {
  const { design, ...upload } = await readCheckedDesign(request);
  return { ...upload, png: await designBytes(design) };
}
