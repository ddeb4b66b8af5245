import { describe, expect, it } from 'vitest';
import { graphemes, type IndicScript, needsShaping, scriptRuns } from './script-runs';

/** A font that has its script, spaces, digits, ASCII punctuation and the dandas, but not `&` or `·` (as Noto's). */
const hasChar = (_script: IndicScript, codePoint: number) =>
  codePoint === 0x964 || codePoint === 0x965 || (codePoint !== 0x26 && codePoint < 0x7f);

describe('script runs', () => {
  it('sends text without an Indian script down the old path', () => {
    expect(needsShaping('Zoë O’Brien-Ñúñez 🎓')).toBe(false);
    expect(needsShaping('Ananya (अनन्या)')).toBe(true);
    expect(needsShaping('ശ്രീ')).toBe(true);
  });

  it('splits a mixed line by script, common characters joining a run whose font has them', () => {
    expect(scriptRuns('Ananya (अनन्या) Gupta — தமிழ் & ಕನ್ನಡ', hasChar)).toEqual([
      { script: 'latn', text: 'Ananya (' },
      { script: 'deva', text: 'अनन्या' },
      { script: 'latn', text: ') Gupta — ' },
      { script: 'taml', text: 'தமிழ் ' },
      { script: 'latn', text: '& ' },
      { script: 'knda', text: 'ಕನ್ನಡ' },
    ]);
  });

  it('keeps spaces, digits and dandas inside a run of one script', () => {
    expect(scriptRuns('अनन्या गुप्ता 2026।', hasChar)).toEqual([{ script: 'deva', text: 'अनन्या गुप्ता 2026।' }]);
    expect(scriptRuns('ਸਿੰਘ।', hasChar)).toEqual([{ script: 'guru', text: 'ਸਿੰਘ।' }]);
  });

  it('never splits ZWJ, ZWNJ or a mark from the character before it', () => {
    expect(scriptRuns('क्\u200dष', hasChar)).toEqual([{ script: 'deva', text: 'क्\u200dष' }]);
    expect(scriptRuns('र्\u200cक', hasChar)).toEqual([{ script: 'deva', text: 'र्\u200cक' }]);
    // A combining mark the Latin run owns stays Latin (drawable folds it into its base).
    expect(scriptRuns('Ra\u0304ma अ', hasChar)).toEqual([
      { script: 'latn', text: 'Ra\u0304ma ' },
      { script: 'deva', text: 'अ' },
    ]);
  });

  it('moves the punctuation before a Latin run into it, so both brackets share a font', () => {
    expect(scriptRuns('अनन्या (Ananya)', hasChar)).toEqual([
      { script: 'deva', text: 'अनन्या ' },
      { script: 'latn', text: '(Ananya)' },
    ]);
  });

  it('cuts text between grapheme clusters only', () => {
    expect(graphemes('क्षत्रिय')).not.toContain('्');
    expect(graphemes('क्षत्रिय').join('')).toBe('क्षत्रिय');
    expect(graphemes('कि')).toEqual(['कि']);
  });
});
