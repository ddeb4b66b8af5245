import { winAnsiCode } from './font-metrics';

/** Characters the standard fonts lack, drawn as the nearest text they have. */
const substitutes: Readonly<Record<string, string>> = { '₹': 'Rs.', '\t': ' ', '\n': ' ', '\r': ' ' };

/**
 * The text as the standard PDF fonts can draw it. They cover Latin (WinAnsi) only, and a document must never
 * fail for a name: a letter with a mark they lack loses the mark (Rāmānujan → Ramanujan), ₹ becomes "Rs.",
 * and anything else, a name in Devanagari or Tamil say, becomes '?'. The document information keeps every
 * name exactly as written, in Unicode.
 */
export function drawable(text: string): string {
  let out = '';
  for (const ch of text) {
    if (winAnsiCode(ch.codePointAt(0) ?? 0) !== undefined) out += ch;
    else if (substitutes[ch] !== undefined) out += substitutes[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out +=
        base !== '' && [...base].every((b) => winAnsiCode(b.codePointAt(0) ?? 0) !== undefined) ? base : '?';
    }
  }
  return out;
}
