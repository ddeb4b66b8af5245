/**
 * A picked file's content type among those a course upload takes: the browser's, or from the file's extension when
 * the browser gives none; null when it is none of them.
 */
export function fileTypeOf<T extends string>(
  file: { name: string; type: string },
  types: readonly T[],
  byExtension: Record<string, T>,
): T | null {
  const declared = types.find((type) => type === file.type);
  if (declared) return declared;
  if (file.type && file.type !== 'application/octet-stream') return null;
  return byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}
