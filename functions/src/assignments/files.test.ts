import { describe, expect, it } from 'vitest';
import { contentDisposition, fileKey, startsLike, uploadKey } from './files';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

describe('submission files', () => {
  it('knows each allowed type by its first bytes', () => {
    expect(startsLike('application/pdf', text('%PDF-1.7\n'))).toBe(true);
    expect(startsLike('application/pdf', text('MZ\x90\x00'))).toBe(false);
    expect(startsLike('application/zip', bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe(true);
    expect(
      startsLike(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes(0x50, 0x4b, 0x03, 0x04),
      ),
    ).toBe(true);
    expect(startsLike('application/msword', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe(
      true,
    );
    expect(startsLike('application/msword', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(false);
    expect(startsLike('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(startsLike('image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(startsLike('image/png', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(false);
    expect(startsLike('image/webp', text('RIFF\x10\x20\x00\x00WEBPVP8 '))).toBe(true);
    expect(startsLike('image/webp', text('RIFF\x10\x20\x00\x00WAVEfmt '))).toBe(false);
    // Too short to tell
    expect(startsLike('application/pdf', text('%PD'))).toBe(false);
  });

  it('builds every key from the assignment, the student and the upload, apart for uploads and accepted files', () => {
    expect(uploadKey('A1', 'S1', 'U1')).toBe('submission-uploads/A1/S1/U1');
    expect(fileKey('A1', 'S1', 'U1')).toBe('submissions/A1/S1/U1');
  });

  it('names the download with an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Meena – "final" report.pdf')).toBe(
      `attachment; filename="Meena _ _final_ report.pdf"; filename*=UTF-8''Meena%20%E2%80%93%20%22final%22%20report.pdf`,
    );
    expect(contentDisposition("Ravi's notes (v2).pdf")).toContain(
      "filename*=UTF-8''Ravi%27s%20notes%20%28v2%29.pdf",
    );
  });
});
