import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ingredientPictures } from './build/ingredient-pictures/ingredient-pictures-build.ts';
import { precompress } from './build/precompress.ts';
import { privateSourceMaps } from './build/private-source-maps.ts';
import { scriptsAfterContent } from './build/scripts-after-content.ts';
import { serviceWorker } from './build/service-worker-build.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server renderer (src/entry-server.tsx): one self-contained module for Node.
        plugins: [react()],
        publicDir: false,
        // React's production build, whatever NODE_ENV the server runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: { target: 'node20', outDir: 'dist-ssr', sourcemap: true, emptyOutDir: true },
      }
    : {
        plugins: [
          react(),
          tailwindcss(),
          ingredientPictures(),
          scriptsAfterContent(),
          serviceWorker(),
          precompress(),
          privateSourceMaps(),
        ],
        server: {
          port: 5173,
          proxy: {
            '/api': apiTarget,
            '/media': apiTarget,
            '/sitemap.xml': apiTarget,
            '/sitemaps': apiTarget,
          },
        },
        build: { target: 'es2022', sourcemap: 'hidden', manifest: true },
      },
);
