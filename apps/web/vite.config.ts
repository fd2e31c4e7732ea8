import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brandHtmlPlugin, brandModulePlugin, resolveBrand } from './build/brand-plugin.ts';
import { firstScreenPreloadPlugin } from './build/first-screen-preload.ts';
import { precompressPlugin } from './build/precompress.ts';
import { pxToVw } from './build/px-to-vw.ts';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(webDir, '../..');
const sharedSrcDir = path.join(repoDir, 'packages/shared/src');
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => {
  // One build per brand (DESIGN.md §7); an unknown SITE_CODE throws here and fails the build.
  const resolved = resolveBrand(process.env.SITE_CODE, sharedSrcDir);
  const { siteCode, brand } = resolved;
  const routerDist = path.join(repoDir, 'node_modules/react-router/dist/production');

  return {
    root: webDir,
    define: {
      'import.meta.env.SITE_CODE': JSON.stringify(siteCode),
    },
    resolve: {
      alias: [
        // react-router's package exports only its development build; ship the production one.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
              { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
            ]
          : []),
      ],
      // antd-mobile's react-spring peer range stops at React 18, so npm hoisted a React 18 copy to
      // the repo root; resolve every `react` from this workspace so the bundle has one React 19.
      dedupe: ['react', 'react-dom'],
    },
    css: {
      postcss: {
        plugins: [pxToVw({ designWidthPx: 375, maxWidthPx: 750, include: /\.h5\.css$/ })],
      },
    },
    plugins: [
      react(),
      brandModulePlugin(resolved),
      brandHtmlPlugin(resolved),
      firstScreenPreloadPlugin(brand, siteCode),
      VitePWA({
        registerType: 'autoUpdate',
        // Registered by src/features/shell/lib/register-service-worker.ts, which defers the
        // update reload while a form is being submitted (DESIGN.md §9).
        injectRegister: false,
        manifest: {
          name: brand.siteName,
          short_name: brand.shortName,
          description: brand.slogan,
          lang: brand.defaultLocale,
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: brand.theme.background,
          theme_color: brand.theme.headerFrom,
          icons: [
            {
              src: `/static/brands/${siteCode}/logo.svg`,
              sizes: 'any',
              type: 'image/svg+xml',
              purpose: 'any',
            },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/static\//],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          runtimeCaching: [
            {
              urlPattern: ({ url }) => url.pathname.startsWith('/static/'),
              handler: 'StaleWhileRevalidate',
              options: {
                cacheName: 'static-media',
                expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
              },
            },
          ],
        },
        devOptions: { enabled: false },
      }),
      precompressPlugin(),
    ],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false, ws: true },
        '/static': { target: apiTarget, changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false, ws: true },
        '/static': { target: apiTarget, changeOrigin: false },
      },
    },
    build: {
      outDir: path.join(webDir, 'dist', siteCode),
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // The framework every route runs on, in one long-cached chunk instead of a dozen
                // small shared ones (each costs a request and gzip overhead on the H5 home).
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
