import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    // The API and the stored files (mockups, print files) come from the Fastify server.
    proxy: Object.fromEntries(
      ['/api', '/files'].map((path) => [path, `http://localhost:${process.env.API_PORT ?? 3001}`]),
    ),
  },
});
