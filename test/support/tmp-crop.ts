import { readFileSync, writeFileSync } from 'node:fs';
import { closeBrowser, newPage } from './browser';
const [name, y0, y1, out] = process.argv.slice(2);
const { page } = await newPage({ width: 400, height: 300 });
const [a, b] = ['/tmp/shots/prekit', '/tmp/shots/final2'].map((d) => readFileSync(`${d}/${name}`).toString('base64'));
const data = await page.evaluate(`(async (first, second, y0, y1) => {
  const load = async (data) => createImageBitmap(await (await fetch('data:image/png;base64,' + data)).blob());
  const [x, y] = await Promise.all([load(first), load(second)]);
  const h = y1 - y0; const c = new OffscreenCanvas(x.width, h * 2 + 10); const g = c.getContext('2d');
  g.fillStyle = 'red'; g.fillRect(0, 0, x.width, h * 2 + 10);
  g.drawImage(x, 0, y0, x.width, h, 0, 0, x.width, h); g.drawImage(y, 0, y0, y.width, h, 0, h + 10, y.width, h);
  const blob = await c.convertToBlob({ type: 'image/png' }); const buf = new Uint8Array(await blob.arrayBuffer());
  let s = ''; for (const v of buf) s += String.fromCharCode(v); return btoa(s);
})(${JSON.stringify(a)}, ${JSON.stringify(b)}, ${y0}, ${y1})`);
writeFileSync(out, Buffer.from(data as string, 'base64'));
await closeBrowser();
