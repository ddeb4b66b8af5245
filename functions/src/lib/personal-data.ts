/**
 * What each feature holds about a person, for the privacy centre (issue 41, docs/privacy.md): its part of a data
 * export and its part of an erasure. Each feature implements them next to its own access patterns
 * (`functions/src/<feature>/export-data.ts`, `erase-data.ts`) and its service re-exports them; the privacy
 * feature runs them all (`functions/src/privacy/parts.ts`). lib knows no feature: these are only the shapes.
 */

/** A file of the person's to put in the archive beside the JSON (an assignment's upload, an invoice's PDF). */
export interface PersonalFile {
  /** Its path inside the archive, under `files/` (e.g. `files/assignments/<submissionId>/report.pdf`). */
  path: string;
  /** Reads the bytes (from the feature's bucket); undefined when the object is gone. */
  read: () => Promise<Uint8Array | undefined>;
}

/** One feature's part of an export: named JSON documents (`<feature>/<name>.json`) and files. */
export interface ExportPart {
  /** Each value is written as pretty JSON at `<feature>/<name>.json`; arrays of records, or one record. */
  documents: Record<string, unknown>;
  files?: PersonalFile[];
}

/** Exports everything this feature keeps about `userId` (and nothing about anyone else). */
export type ExportData = (userId: string) => Promise<ExportPart>;

/**
 * Erases (or, where a law or other people's records require keeping something, minimises and marks) everything
 * this feature keeps about `userId`. Idempotent: run again after a crash, it finishes what is left and changes
 * nothing already done.
 */
export type EraseData = (userId: string) => Promise<void>;

/** The name shown wherever an erased person's contribution stays for others (forum posts, chat threads). */
export const DELETED_USER_NAME = 'Deleted user';
