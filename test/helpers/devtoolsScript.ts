import { resolve } from 'node:path';
import { build } from 'vite';

/** devtoolsExtension.ts bundled for the browser, to pass to page.addInitScript. */
export async function devtoolsExtensionScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: resolve(import.meta.dirname, 'devtoolsExtension.ts'), formats: ['iife'], name: 'devtoolsExtension' },
    },
  });
  const [bundle] = Array.isArray(output) ? output : [output];
  const chunk = 'output' in bundle ? bundle.output.find((file) => file.type === 'chunk') : undefined;
  if (chunk?.type !== 'chunk') throw new Error('vite gave no bundle');
  return chunk.code;
}
