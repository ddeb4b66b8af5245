import path from 'node:path';
import { fileURLToPath } from 'node:url';

const frontendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontend');

/** The web app's dev server; `/api` is proxied to the gateway, as CloudFront routes it in AWS. */
export async function startWeb(port: number, apiUrl: string) {
  process.env.ACADEMY_API_URL = apiUrl;
  const { createServer } = await import('vite');
  const server = await createServer({
    root: frontendDir,
    configFile: path.join(frontendDir, 'vite.config.ts'),
    server: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
    clearScreen: false,
  });
  await server.listen();
  return { url: `http://localhost:${port}`, stop: () => server.close() };
}
