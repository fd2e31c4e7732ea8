import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const adminDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(adminDir, '../..');
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const routerDist = path.join(repoDir, 'node_modules/react-router/dist/production');

/**
 * The console's build (decision 0054): one build for every brand (the operator picks the brand in the
 * page), served by the API server at /admin/. `html.cspNonce` marks the built tags with a placeholder
 * the server swaps for a fresh nonce per document, and the app hands the same nonce to antd's CSS-in-JS.
 */
export default defineConfig(({ command }) => ({
  root: adminDir,
  base: '/admin/',
  html: { cspNonce: 'HOUSELINE_CSP_NONCE' },
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') }]
        : [],
    dedupe: ['react', 'react-dom'],
  },
  plugins: [react()],
  build: {
    outDir: path.join(adminDir, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1600,
    reportCompressedSize: false,
  },
  server: {
    port: Number(process.env.ADMIN_PORT ?? 5174),
    strictPort: true,
    // /static: the banner artwork previews (shipped and uploaded, decision 0087).
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/static': { target: apiTarget, changeOrigin: false },
    },
  },
}));
