import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver with the video and certificate buckets (CORS for browser uploads); data in `dir`. */
export async function startS3(port: number, dir: string, buckets: string[]) {
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [cors] })),
  });
  await server.run();
  return { server, endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
