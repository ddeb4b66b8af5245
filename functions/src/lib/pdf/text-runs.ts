import { drawable } from './drawable';
import { FIRST_CODE, type StandardFontName, widths, winAnsiCode } from './font-metrics';
import { type NotoFont, notoFont, type Weight } from './noto-fonts';
import { type IndicScript, needsShaping, type ScriptRun, scriptRuns } from './script-runs';

/**
 * Text laid out as runs: what the writer measures (width, centring, fitting, wrapping) and draws. A run in a
 * standard font is its `drawable` text with the AFM widths; a shaped run is HarfBuzz's glyphs in the script's Noto
 * font. Either way a run's width is the sum of its advances, in thousandths of the font size (`units`).
 */

export interface StandardRun {
  kind: 'standard';
  /** The text as the standard fonts draw it (`drawable`). */
  text: string;
  units: number;
}

/** A glyph placed as HarfBuzz placed it, in thousandths of the font size; `w` is its hmtx advance (the W entry). */
export interface PlacedGlyph {
  gid: number;
  /** What this glyph stands for in the text: the whole cluster on its first glyph, nothing on the others. */
  meaning: string;
  ax: number;
  dx: number;
  dy: number;
  w: number;
}

export interface ShapedRun {
  kind: 'shaped';
  script: IndicScript;
  font: NotoFont;
  text: string;
  glyphs: PlacedGlyph[];
  units: number;
}

export type TextRun = StandardRun | ShapedRun;

/** The Noto weight standing in for a standard font. */
export const weightOf = (font: StandardFontName): Weight => (font.endsWith('-Bold') ? 'Bold' : 'Regular');

/** Width of text in a standard font, in thousandths of the size (no kerning: the PDF draws none either). */
export function standardUnits(font: StandardFontName, text: string): number {
  const table = widths[font];
  let units = 0;
  for (const ch of text) {
    const code = winAnsiCode(ch.codePointAt(0) ?? 0);
    units += code === undefined ? 0 : (table[code - FIRST_CODE] ?? 0);
  }
  return units;
}

/** Shaped runs of recent texts: sizeToFit and wrapText measure the same text many times over. */
const shapedCache = new Map<string, ShapedRun>();
const SHAPED_CACHE_SIZE = 512;

function shapeRun(script: IndicScript, weight: Weight, text: string): ShapedRun {
  const key = `${weight}|${script}|${text}`;
  const cached = shapedCache.get(key);
  if (cached) return cached;
  const font = notoFont(script, weight);
  const glyphs = font.hb.shape(text);
  const k = 1000 / font.upem;
  // Clusters are UTF-16 indexes into the text; a cluster's text runs to the next cluster's start.
  const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const end = (cluster: number) => starts[starts.indexOf(cluster) + 1] ?? text.length;
  const seen = new Set<number>();
  const placed = glyphs.map((g): PlacedGlyph => {
    const first = !seen.has(g.cluster);
    seen.add(g.cluster);
    return {
      gid: g.gid,
      meaning: first ? text.slice(g.cluster, end(g.cluster)) : '',
      ax: g.ax * k,
      dx: g.dx * k,
      dy: g.dy * k,
      w: font.hb.advance(g.gid) * k,
    };
  });
  const run: ShapedRun = {
    kind: 'shaped',
    script,
    font,
    text,
    glyphs: placed,
    units: placed.reduce((sum, g) => sum + g.ax, 0),
  };
  if (shapedCache.size >= SHAPED_CACHE_SIZE) shapedCache.clear();
  shapedCache.set(key, run);
  return run;
}

/**
 * The runs of a text in a document font. Text without an Indian script is one standard run, as it always was:
 * nothing is read or shaped for it.
 */
export function layoutText(font: StandardFontName, text: string): TextRun[] {
  if (!needsShaping(text)) {
    const shown = drawable(text);
    return [{ kind: 'standard', text: shown, units: standardUnits(font, shown) }];
  }
  const weight = weightOf(font);
  const hasChar = (script: IndicScript, codePoint: number) => notoFont(script, weight).hb.hasChar(codePoint);
  return scriptRuns(text, hasChar).map((run: ScriptRun): TextRun => {
    if (run.script === 'latn') {
      const shown = drawable(run.text);
      return { kind: 'standard', text: shown, units: standardUnits(font, shown) };
    }
    return shapeRun(run.script, weight, run.text);
  });
}

export const runsUnits = (runs: readonly TextRun[]) => runs.reduce((sum, r) => sum + r.units, 0);
