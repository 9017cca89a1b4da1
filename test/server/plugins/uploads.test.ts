import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readDesignUpload, readUpload } from '../../../src/server/plugins/uploads.ts';
import { designPng, testModel, variantOf } from '../../helpers/designPng.ts';
import { buildTestApp, errorOf, type TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp();
  server.app.post('/api/echo', async (request) => {
    const { file, fields } = await readUpload(request, { maxBytes: 1000 });
    return { bytes: file.bytes, fields };
  });
  server.app.post('/api/design', async (request) => {
    const { png, model, finish, variantID, uuid } = await readDesignUpload(request);
    return { bytes: png.length, model: model.key, finish, variantID, uuid };
  });
});
afterAll(() => server.close());

const post = (url: string, form: FormData) => server.app.inject({ method: 'POST', url, payload: form });

describe('readUpload', () => {
  test('reads the file and the fields whatever their order', async () => {
    const form = new FormData();
    form.append('before', 'a');
    form.append('file', new Blob([new Uint8Array(10)]), 'x.bin');
    form.append('after', 'b');
    const response = await post('/api/echo', form);
    expect(response.json()).toEqual({ bytes: 10, fields: { before: 'a', after: 'b' } });
  });

  test('two files, too many fields or a too long field are refused', async () => {
    const twoFiles = new FormData();
    twoFiles.append('file', new Blob([new Uint8Array(1)]), 'a');
    twoFiles.append('other', new Blob([new Uint8Array(1)]), 'b');
    expect(errorOf(await post('/api/echo', twoFiles))).toBe('Send one file only.');

    const manyFields = new FormData();
    for (let index = 0; index < 12; index++) manyFields.append(`f${index}`, 'x');
    const tooMany = await post('/api/echo', manyFields);
    expect(tooMany.statusCode).toBe(413);

    const longField = new FormData();
    longField.append('note', 'x'.repeat(2000));
    longField.append('file', new Blob([new Uint8Array(1)]), 'a');
    expect(errorOf(await post('/api/echo', longField))).toBe('The field note is too long.');
  });

  test('a file in another field is not the file', async () => {
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(1)]), 'a');
    const response = await post('/api/echo', form);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('No file was sent (form field "file").');
  });
});

describe('readDesignUpload', () => {
  test('gives the PNG, the model, the finish, the variant and the uuid', async () => {
    const form = new FormData();
    form.append('file', new Blob([await designPng('#fff')], { type: 'image/png' }), 'template.png');
    form.append('variantID', ` ${variantOf('Glossy')} `);
    form.append('uuid', 'visitor-123');
    const response = await post('/api/design', form);
    expect(response.json()).toMatchObject({
      model: testModel().key,
      finish: 'Glossy',
      variantID: variantOf('Glossy'),
      uuid: 'visitor-123',
    });
  });
});
