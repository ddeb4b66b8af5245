import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `/api` goes to the local gateway, as CloudFront sends `/api/*` to the HTTP API in AWS. */
const apiUrl = process.env.ACADEMY_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': { target: apiUrl, changeOrigin: false } } },
  preview: { port: 4173, proxy: { '/api': { target: apiUrl, changeOrigin: false } } },
  build: { target: 'es2022', sourcemap: true },
});
