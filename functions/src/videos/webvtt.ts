/**
 * Checks a caption file as WebVTT (W3C WebVTT, the parts players rely on): the `WEBVTT` signature line (after an
 * optional byte-order mark, followed by a space, a tab or the line's end), then blocks separated by blank lines,
 * at least one of them a cue whose timing line is `start --> end` (`[hh:]mm:ss.ttt`, minutes and seconds below 60)
 * with the end after the start and the cues in order of start. Answers the problem in words, or undefined when the
 * file is good. NOTE, STYLE and REGION blocks are allowed; a cue's settings after the timings are not checked.
 */
export function webVttProblem(text: string): string | undefined {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT([ \t].*)?$/.test(lines[0] ?? '')) return 'A WebVTT file starts with the line WEBVTT';
  let cues = 0;
  let previousStart = 0;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.includes('-->')) continue;
    const timing = /^(\S+)[ \t]+-->[ \t]+(\S+)([ \t].*)?$/.exec(line);
    const start = timing ? seconds(timing[1]!) : undefined;
    const end = timing ? seconds(timing[2]!) : undefined;
    if (start === undefined || end === undefined)
      return `Line ${i + 1}: not a cue timing (00:00:01.000 --> 00:00:04.000)`;
    if (end <= start) return `Line ${i + 1}: a cue must end after it starts`;
    if (start < previousStart) return `Line ${i + 1}: cues must be in order of their start`;
    previousStart = start;
    cues++;
  }
  return cues === 0 ? 'The file has no cues' : undefined;
}

/** `[hh:]mm:ss.ttt` in seconds, or undefined when it is not one. */
function seconds(time: string): number | undefined {
  const match = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(time);
  if (!match) return undefined;
  const [, h = '0', m, s, ms] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}
