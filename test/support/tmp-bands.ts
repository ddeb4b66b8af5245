import { readFileSync } from 'node:fs';
import { closeBrowser, newPage } from './browser';
const names = process.argv.slice(2);
const { page } = await newPage({ width: 400, height: 300 });
for (const name of names) {
  const [a, b] = ['/tmp/shots/prekit', '/tmp/shots/final2'].map((d) => readFileSync(`${d}/${name}`).toString('base64'));
  const bands = await page.evaluate(`(async (first, second) => {
    const load = async (data) => { const bm = await createImageBitmap(await (await fetch('data:image/png;base64,' + data)).blob()); const c = new OffscreenCanvas(bm.width, bm.height); const x = c.getContext('2d'); x.drawImage(bm, 0, 0); return x.getImageData(0, 0, bm.width, bm.height); };
    const [x, y] = await Promise.all([load(first), load(second)]);
    const rows = [];
    for (let r = 0; r < Math.min(x.height, y.height); r++) { let minC = 1e9, maxC = -1; for (let c = 0; c < x.width; c++) { const i = (r * x.width + c) * 4; if (x.data[i] !== y.data[i] || x.data[i+1] !== y.data[i+1] || x.data[i+2] !== y.data[i+2]) { minC = Math.min(minC, c); maxC = c; } } if (maxC >= 0) rows.push([r, minC, maxC]); }
    const bands = []; for (const [r, a, b] of rows) { const last = bands[bands.length - 1]; if (last && r - last.to <= 2) { last.to = r; last.left = Math.min(last.left, a); last.right = Math.max(last.right, b); } else bands.push({ from: r, to: r, left: a, right: b }); }
    return bands.map((b) => b.from + '-' + b.to + ' x' + b.left + '-' + b.right).join('  ');
  })(${JSON.stringify(a)}, ${JSON.stringify(b)})`);
  console.log(name, bands);
}
await closeBrowser();
