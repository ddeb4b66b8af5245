/**
 * React keys for authored rows, from their text: an authored list may repeat an entry (two steps of the same
 * name, two alumni called Priya), so a repeat gets `#2`, `#3` … (never a key already given). The order of rows
 * never changes on the page.
 */
export function keyedByText<T>(items: readonly T[], textOf: (item: T) => string): { item: T; key: string }[] {
  const used = new Set<string>();
  return items.map((item) => {
    const text = textOf(item);
    let key = text;
    for (let n = 2; used.has(key); n++) key = `${text}#${n}`;
    used.add(key);
    return { item, key };
  });
}
