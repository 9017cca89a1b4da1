import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Builds the raw-Konva comparison page into bench-results/raw-konva (run by the editor bench). */
export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../../bench-results/raw-konva', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
