import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VIDEO_PATH } from '../shared/src/limits.ts';
import { COURSE_MEDIA_PATH } from '../shared/src/site.ts';
import { catalogues, linguiConfigPath } from './build/catalogues.ts';
import { sharedChunks, signedInKit } from './build/chunks.ts';
import { precompressedPreview } from './build/precompressed-preview.ts';
import { devHtmlLang, prerender } from './build/prerender.ts';

/** `/api` goes to the local gateway, as CloudFront sends `/api/*` to the HTTP API in AWS. */
const apiUrl = process.env.ACADEMY_API_URL ?? 'http://127.0.0.1:3000';

/**
 * Uploaded course media (COURSE_MEDIA_PATH, course thumbnails) comes from the site bucket's folder of that name,
 * as CloudFront serves it in AWS: locally from s3rver's stand-in for that bucket, which the local stack running
 * in this process has named in S3_ENDPOINT and SITE_BUCKET (`npm start`, the browser tests, the bench).
 */
const s3Endpoint = process.env.S3_ENDPOINT;
const siteBucket = process.env.SITE_BUCKET;
/**
 * Transcoded lessons (VIDEO_PATH, `/hls/…`) come from the local video origin, CloudFront's `/hls/*` behaviour
 * (infra/local/video-origin.ts: it checks the signed cookies and reads the videos bucket), named in
 * VIDEO_ORIGIN_URL by the local stack. The Host stays the browser's (no changeOrigin), as the cookie policy's
 * Resource is matched against the URL the browser asked for, and the cookies the API set on this host go along.
 */
const videoOriginUrl = process.env.VIDEO_ORIGIN_URL;
const proxy = {
  '/api': { target: apiUrl, changeOrigin: false },
  ...(videoOriginUrl ? { [VIDEO_PATH]: { target: videoOriginUrl, changeOrigin: false, xfwd: true } } : {}),
  ...(s3Endpoint && siteBucket
    ? {
        [COURSE_MEDIA_PATH]: {
          target: s3Endpoint,
          changeOrigin: true,
          rewrite: (path: string) => `/${siteBucket}${path}`,
        },
      }
    : {}),
};

const shared = sharedChunks();
const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export default defineConfig({
  plugins: [
    catalogues(),
    lingui({ configPath: linguiConfigPath, failOnMissing: true, failOnCompileError: true }),
    react(),
    prerender(),
    devHtmlLang(),
    precompressedPreview(),
  ],
  server: { proxy },
  preview: { port: 4173, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks with readable names; Amplify is not listed: it stays in the
        // chunks the password-reset screen loads on demand.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: nodeModule('react|react-dom|scheduler|react-router|react-router-dom'),
              priority: 30,
            },
            { name: 'vendor-query', test: nodeModule('@tanstack'), priority: 20 },
            { name: 'vendor-zod', test: nodeModule('zod'), priority: 20 },
            { name: 'vendor-forms', test: nodeModule('react-hook-form|@hookform'), priority: 20 },
            // The shared components and helpers, but for the kit of the signed-in screens: those the first load of
            // `/` uses (`app-shared`), and the others (`app-common`).
            { name: shared.firstLoad, debugName: 'app-shared', priority: 10 },
            { name: shared.others, debugName: 'app-common', priority: 9 },
            // That kit (page shell, lists, forms, dialogs): loaded with those screens, not by the first load of `/`.
            { name: 'ui-kit', test: signedInKit, priority: 5 },
          ],
        },
      },
    },
  },
});
