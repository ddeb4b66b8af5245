/**
 * Text split into runs of one script, so that each run is drawn by a font that has its letters: Latin (and
 * anything else the standard fonts draw, or `drawable` replaces) in the document's standard font, each Indian
 * script shaped in its Noto Sans font.
 */

/** The Indian scripts a name or title may be written in, by OpenType script tag. */
export type IndicScript = 'deva' | 'beng' | 'guru' | 'gujr' | 'orya' | 'taml' | 'telu' | 'knda' | 'mlym';
export type RunScript = IndicScript | 'latn';

export interface ScriptRun {
  script: RunScript;
  text: string;
}

/** Unicode blocks of each script (Devanagari with its Extended and Vedic blocks). */
const BLOCKS: readonly [number, number, IndicScript][] = [
  [0x0900, 0x097f, 'deva'],
  [0xa8e0, 0xa8ff, 'deva'],
  [0x1cd0, 0x1cff, 'deva'],
  [0x0980, 0x09ff, 'beng'],
  [0x0a00, 0x0a7f, 'guru'],
  [0x0a80, 0x0aff, 'gujr'],
  [0x0b00, 0x0b7f, 'orya'],
  [0x0b80, 0x0bff, 'taml'],
  [0x0c00, 0x0c7f, 'telu'],
  [0x0c80, 0x0cff, 'knda'],
  [0x0d00, 0x0d7f, 'mlym'],
];

/**
 * The one check a document makes before anything else: text without a character of these blocks is drawn as it
 * always was, and no wasm or font file is read for it.
 */
export const INDIC = /[\u0900-\u0d7f\ua8e0-\ua8ff\u1cd0-\u1cff]/;
export const needsShaping = (text: string): boolean => INDIC.test(text);

/** The danda and double danda sit in the Devanagari block but end sentences in Bengali, Gurmukhi and others too. */
const DANDAS = new Set([0x0964, 0x0965]);

export function scriptOf(codePoint: number): IndicScript | undefined {
  if (DANDAS.has(codePoint)) return undefined;
  for (const [first, last, script] of BLOCKS) if (codePoint >= first && codePoint <= last) return script;
  return undefined;
}

/** Characters that belong to no script: they join the run around them when its font can draw them. */
const COMMON = /^[\p{Script=Common}]$/u;
/** Combining marks, ZWJ and ZWNJ: never split from their base, since they change how it is shaped. */
const JOINS_BASE = /^[\p{M}\u200c\u200d]$/u;

/**
 * The runs of a text, in logical order. A character of an Indian script's block sets its run's script; marks, ZWJ
 * and ZWNJ stay with the character before them; common characters (spaces, digits, punctuation, dandas) join an
 * Indian run only if its font has them (`hasChar`; the Noto Indic fonts have no `·` or `&`, Odia none of `-`),
 * otherwise they are Latin. Common characters at the end of an Indian run that a Latin run follows go to the Latin
 * run: `अनन्या (Ananya)` keeps both brackets in one font.
 */
export function scriptRuns(
  text: string,
  hasChar: (script: IndicScript, codePoint: number) => boolean,
): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const ch of text) {
    const codePoint = ch.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    let script: RunScript;
    if (last && JOINS_BASE.test(ch)) script = last.script;
    else {
      const own = scriptOf(codePoint);
      if (own) script = own;
      else if (last && last.script !== 'latn' && COMMON.test(ch) && hasChar(last.script, codePoint))
        script = last.script;
      else script = 'latn';
    }
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  for (let i = 0; i + 1 < runs.length; i++) {
    const run = runs[i] as ScriptRun;
    const next = runs[i + 1] as ScriptRun;
    if (run.script === 'latn' || next.script !== 'latn') continue;
    const trailing = /[\p{Script=Common}]+$/u.exec(run.text)?.[0] ?? '';
    // Spaces stay: they separate the words, and either font draws them.
    const moved = trailing.trimStart();
    if (moved && moved.length < run.text.length) {
      run.text = run.text.slice(0, run.text.length - moved.length);
      next.text = moved + next.text;
    }
  }
  return runs;
}

/** The grapheme clusters of a text: where a line may be cut without separating a virama or a mark from its base. */
let segmenter: Intl.Segmenter | undefined;
export function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}
