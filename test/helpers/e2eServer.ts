/** Starts the real server for the e2e suite with a fresh, throw-away DATA_DIR. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'case-collage-e2e-'));
await import('../../src/server/main.ts');
