/** How numbers and text are spelled in a PDF's objects and content streams (ISO 32000-1 7.3). */

/** A number as PDF writes it: at most 3 decimals, no exponent. */
export const num = (n: number): string => {
  const s = (Math.round(n * 1000) / 1000).toFixed(3).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
};

/** Four hex digits: a 2-byte character code (Identity-H) or CID. */
export const hex4 = (n: number): string => n.toString(16).padStart(4, '0').toUpperCase();

/** UTF-16BE hex of a text (surrogate pairs as they are): ToUnicode values and ActualText. */
export const utf16Hex = (text: string): string => {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i));
  return hex;
};
