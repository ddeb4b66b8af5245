import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assetsRead } from '../lib/pdf/assets';
import { renderCertificatePdf } from './pdf';
import { sampleCertificate as content } from './testing';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Issue 40 taught the writer the Indian scripts; a certificate without them must not notice. The hashes are of the
 * files main's writer made before that change (commit ba4eee1), for the same content. This file renders nothing
 * else, so its module state shows what a Latin certificate reads on a cold start.
 */
describe('a certificate in Latin letters', () => {
  it('is byte for byte the file it was before the writer could shape, and reads no font or wasm file', async () => {
    // Act
    const plain = await renderCertificatePdf(content);
    const accented = await renderCertificatePdf({
      ...content,
      studentName: 'S. Rāmānujan O’Brien-Ñúñez',
      courseTitle:
        'Pricing in ₹: a very long course title that will have to shrink to fit the certificate width for sure',
      instructorName: 'Zoë',
    });

    // Assert
    expect(sha256(plain)).toBe('4749ecbfa281b1f3b87aa3f586eb657b90524f35da78bbc2e73e836dd074a32b');
    expect(sha256(accented)).toBe('c05c843379d9831bde4608ed10728ce6ac78121575f1fdda640ab533fd34f4ec');
    expect(assetsRead).toEqual([]);
  });
});
