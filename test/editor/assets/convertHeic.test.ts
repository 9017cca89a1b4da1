import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { convertHeic, HeicConversionError } from '../../../src/editor/assets/convertHeic.ts';

type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handle: Handler;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const heicFile = () => new File([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70])], 'IMG_0001.HEIC', { type: '' });
const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** Reads the multipart body the way a server would. */
async function formOf(request: IncomingMessage, body: Buffer): Promise<FormData> {
  return new Response(new Uint8Array(body), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
}

describe('convertHeic', () => {
  it('posts the file as the multipart field "file" with credentials and answers the image blob', async () => {
    const received: { method?: string; path?: string; file?: FormDataEntryValue | null } = {};
    handle = (request, body, response) => {
      void formOf(request, body).then((form) => {
        Object.assign(received, { method: request.method, path: request.url, file: form.get('file') });
        response.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes);
      });
    };
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const image = await convertHeic(heicFile(), `${baseUrl}/api/convert_heic`);

    expect(image.type).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(pngBytes);
    expect(received.method).toBe('POST');
    expect(received.path).toBe('/api/convert_heic');
    expect(received.file).toBeInstanceOf(File);
    expect((received.file as File).name).toBe('IMG_0001.HEIC');
    expect((received.file as File).size).toBe(8);
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('throws the server error with its status code and error text (SPEC §8)', async () => {
    handle = (_request, _body, response) => {
      response.writeHead(415, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not a HEIC or HEIF image' }));
    };
    const failure = convertHeic(heicFile(), `${baseUrl}/api/convert_heic`);
    await expect(failure).rejects.toThrow('Server error 415: Not a HEIC or HEIF image');
    await expect(failure).rejects.toBeInstanceOf(HeicConversionError);
    await expect(failure).rejects.toMatchObject({ status: 415 });
  });

  it('uses the status text when the error body is not JSON', async () => {
    handle = (_request, _body, response) => {
      response.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' }).end('<h1>oops</h1>');
    };
    await expect(convertHeic(heicFile(), `${baseUrl}/x`)).rejects.toThrow('Server error 502: Bad Gateway');
  });

  it('throws when a success answer is not an image', async () => {
    handle = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    };
    await expect(convertHeic(heicFile(), `${baseUrl}/x`)).rejects.toThrow(/text\/html instead of an image/);
  });

  it('throws on a network failure, with no status', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const failure = convertHeic(heicFile(), `http://127.0.0.1:${port}/api/convert_heic`);
    await expect(failure).rejects.toThrow(/HEIC conversion request failed/);
    await expect(failure).rejects.toMatchObject({ status: null });
  });
});
