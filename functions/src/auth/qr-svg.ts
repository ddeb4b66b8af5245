/// <reference path="../types/qrcode-core.d.ts" />
// The QR encoder alone (as the certificates' PDF takes it): the package's main module also carries PNG and
// terminal renderers.
import { create as createQr } from 'qrcode/lib/core/qrcode';

/** The text as a QR code in SVG: one path of dark squares on white, with the 4-module quiet zone around. */
export function qrSvg(text: string): string {
  const qr = createQr(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 4;
  const side = n + quiet * 2;
  let path = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
