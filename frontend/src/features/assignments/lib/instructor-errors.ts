import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/** The server's message; a plain "no connection" when there was no answer; else the screen's own text. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'network') return error.message;
  }
  return fallback;
}

/** Puts the API's validation issues (`{ path, message }`) next to the form fields they name. */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const issue of error.issues) {
    const first = issue.path.split('.')[0] ?? '';
    if (fields.includes(first)) setError(first as FieldPath<T>, { type: 'server', message: issue.message });
  }
}
