/**
 * `npm run dev`: the API server with --watch on API_PORT (3001) and Vite's dev server with hot
 * reload on PORT (3000), which forwards /api to it.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const port = process.env.PORT ?? '3000';
const env = { ...process.env, API_PORT: apiPort, NODE_ENV: 'development' };

const children: ReturnType<typeof spawn>[] = [];
const generated = Promise.all(
  ['scripts/generate-templates.ts', 'scripts/generate-art.ts'].map(
    (script) => new Promise((done) => spawn(process.execPath, [script], { cwd: root, stdio: 'inherit' }).on('exit', done)),
  ),
);
void generated.then(() => {
  children.push(
    spawn(process.execPath, ['--watch', 'src/server/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, PORT: apiPort, HOST: '127.0.0.1' },
    }),
    spawn('npx', ['vite', '--port', port, '--strictPort'], { cwd: root, stdio: 'inherit', env }),
  );
});
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
