import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the API's validation issues (`{ path, message }`) next to the form fields they name. Issues about
 * an entry of a text field that holds a list ("tags.3") go to the field itself; `rowFields` (field
 * arrays such as "resources") keep the full path so the message lands on the row's input.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rowFields: readonly string[] = [],
  /** The form's name for an issue's full path, when the form holds it otherwise (a text row's `.text`). */
  formPathOf: (path: string) => string = (path) => path,
): void {
  if (!(error instanceof ApiError)) return;
  for (const issue of error.issues) {
    const first = issue.path.split('.')[0] ?? '';
    if (!fields.includes(first)) continue;
    const name = rowFields.includes(first) ? formPathOf(issue.path) : first;
    setError(name as FieldPath<T>, { type: 'server', message: issue.message });
  }
}
