import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { privateSourceMaps } from './private-source-maps.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), privateSourceMaps()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget },
  },
  build: { target: 'es2022', sourcemap: 'hidden', manifest: true },
});
