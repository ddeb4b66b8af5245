import { PRIVACY_LIMITS } from '@academy/shared';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { archiveName } from '../lib/export-files';
import { personalRecord } from '../lib/personal-data';
import { archiveJson, buildArchive } from './export-archive';
import { exportFileName, exportLimitReached } from './export-rules';
import { exportExpiry, toDataExport } from './exports-repository';

const at = '2026-11-28T10:00:00.000Z';

describe('the export archive (issue 41)', () => {
  it('writes each part’s documents as JSON under its folder, the files under files/, a manifest and a README', () => {
    const zip = buildArchive({
      userId: 'sub-1',
      exportId: 'EXP1',
      createdAt: at,
      parts: {
        users: { documents: { profile: { name: 'Asha' } } },
        assignments: { documents: { submissions: [{ content: 'x', ids: new Set(['b', 'a']) }] } },
      },
      files: {
        'files/assignments/A1/report.pdf': new Uint8Array([37, 80, 68, 70]),
        'files/gone.pdf': undefined,
      },
    });
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual([
      'README.txt',
      'assignments/submissions.json',
      'files/assignments/A1/report.pdf',
      'manifest.json',
      'users/profile.json',
    ]);
    expect(JSON.parse(strFromU8(entries['users/profile.json']!))).toEqual({ name: 'Asha' });
    expect(JSON.parse(strFromU8(entries['assignments/submissions.json']!))).toEqual([
      { content: 'x', ids: ['a', 'b'] },
    ]);
    expect(JSON.parse(strFromU8(entries['manifest.json']!))).toMatchObject({
      exportId: 'EXP1',
      userId: 'sub-1',
      files: ['files/assignments/A1/report.pdf'],
      missingFiles: ['files/gone.pdf'],
    });
    expect(strFromU8(entries['README.txt']!)).toMatch(/users\/\n[\s\S]*assignments\//);
  });

  it('refuses a file outside files/', () => {
    const build = (path: string) =>
      buildArchive({
        userId: 'u',
        exportId: 'e',
        createdAt: at,
        parts: {},
        files: { [path]: new Uint8Array() },
      });
    expect(() => build('users/profile.json')).toThrow(/outside files/);
    expect(() => build('files/../README.txt')).toThrow(/outside files/);
  });

  it('writes sets as sorted arrays', () => {
    expect(archiveJson({ s: new Set(['z', 'a']) })).toBe('{\n  "s": [\n    "a",\n    "z"\n  ]\n}\n');
  });
});

describe('what an export shows of a stored item', () => {
  it('drops the table’s keys, index keys, entity and search text, and what it is told to omit', () => {
    expect(
      personalRecord(
        {
          PK: 'USER#1',
          SK: 'X',
          GSI1PK: 'a',
          GSI3SK: 'b',
          entity: 'e',
          searchText: 's',
          name: 'n',
          secret: 1,
        },
        ['secret'],
      ),
    ).toEqual({ name: 'n' });
  });

  it('names a file safely inside the archive', () => {
    expect(archiveName('../../etc/passwd')).toBe('__.._etc_passwd');
    expect(archiveName('a\u0000b\nc.pdf')).toBe('a_b_c.pdf');
    expect(archiveName('')).toBe('file');
  });
});

describe('the export rules', () => {
  const now = new Date(at);
  const ago = (h: number) => ({ requestedAt: new Date(now.getTime() - h * 3600_000).toISOString() });

  it('allows PRIVACY_LIMITS.exportsPerDay exports in 24 hours', () => {
    expect(PRIVACY_LIMITS.exportsPerDay).toBe(3);
    expect(exportLimitReached([ago(1), ago(2)], now)).toBe(false);
    expect(exportLimitReached([ago(1), ago(2), ago(23)], now)).toBe(true);
    expect(exportLimitReached([ago(1), ago(2), ago(25)], now)).toBe(false);
  });

  it('names the download by its day, and expires a ready export after the keep days', () => {
    expect(exportFileName(at)).toBe('academy-data-2026-11-28.zip');
    expect(exportExpiry(at)).toBe('2026-12-05T10:00:00.000Z');
    const ready = {
      id: 'E',
      userId: 'u',
      status: 'ready' as const,
      requestedAt: at,
      s3Key: 'k',
      expiresAt: exportExpiry(at),
    };
    expect(toDataExport(ready, at).status).toBe('ready');
    expect(toDataExport(ready, '2026-12-05T10:00:00.000Z').status).toBe('expired');
    expect(toDataExport(ready, at)).not.toHaveProperty('s3Key');
  });
});
