import { strToU8, type Zippable, zipSync } from 'fflate';
import type { ExportPart } from '../lib/personal-data';

/** What the archive's README.txt says: what it is, how it is laid out, what is not in it. */
export function readmeText(input: {
  userId: string;
  exportId: string;
  createdAt: string;
  parts: string[];
}): string {
  return [
    'Your data from the academy',
    '==========================',
    '',
    `This archive holds everything the academy keeps about you (account ${input.userId}),`,
    `as it was on ${input.createdAt} (UTC). Export ${input.exportId}.`,
    '',
    'Layout:',
    '  <part>/<name>.json   your records, as JSON (UTF-8), one folder per part of the academy:',
    ...input.parts.map((p) => `                       - ${p}/`),
    '  files/...            your files: assignment uploads, invoices and credit notes, certificates',
    '  manifest.json        the parts, the files and any file that could not be read',
    '',
    'Other people appear only where they are part of your own conversations (your mentor chats and',
    'support tickets), and then by name only. Other people’s forum replies are theirs: only your own',
    'posts and replies are here.',
    '',
    'Times are UTC (ISO 8601). Amounts are in paise (1 rupee = 100 paise).',
    'This archive is yours: keep it safe. The download link expired after 15 minutes; the academy',
    'deletes the archive itself 7 days after it was made.',
    '',
    'Questions: write to us from Help & support, or to the grievance officer named on the privacy page.',
    '',
  ].join('\n');
}

/** JSON as the archive writes it: sets as sorted arrays, two spaces. */
export const archiveJson = (value: unknown) =>
  `${JSON.stringify(value, (_key, v) => (v instanceof Set ? [...v].sort() : v), 2)}\n`;

/**
 * The archive's bytes: each part's documents at `<part>/<name>.json`, its files at their paths under `files/`, a
 * manifest and the README. `files` holds the bytes already read (a file that could not be read is listed in the
 * manifest as missing). Paths outside `files/` in a part's files are refused (a part names only its own files).
 */
export function buildArchive(input: {
  userId: string;
  exportId: string;
  createdAt: string;
  parts: Record<string, ExportPart>;
  files: Record<string, Uint8Array | undefined>;
}): Uint8Array {
  const tree: Zippable = {};
  const level = { level: 6 } as const;
  for (const [part, { documents }] of Object.entries(input.parts)) {
    for (const [name, value] of Object.entries(documents))
      tree[`${part}/${name}.json`] = [strToU8(archiveJson(value)), level];
  }
  const missing: string[] = [];
  for (const [path, bytes] of Object.entries(input.files)) {
    if (!path.startsWith('files/') || path.includes('..'))
      throw new Error(`an export file outside files/: ${path}`);
    if (bytes) tree[path] = [bytes, { level: 0 }];
    else missing.push(path);
  }
  const parts = Object.keys(input.parts);
  tree['manifest.json'] = [
    strToU8(
      archiveJson({
        exportId: input.exportId,
        userId: input.userId,
        createdAt: input.createdAt,
        parts: Object.fromEntries(
          Object.entries(input.parts).map(([p, { documents }]) => [
            p,
            Object.keys(documents).map((n) => `${p}/${n}.json`),
          ]),
        ),
        files: Object.keys(input.files).filter((p) => input.files[p]),
        missingFiles: missing,
      }),
    ),
    level,
  ];
  tree['README.txt'] = [strToU8(readmeText({ ...input, parts })), level];
  return zipSync(tree, { mtime: new Date(input.createdAt) });
}
