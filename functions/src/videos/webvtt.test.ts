import { describe, expect, it } from 'vitest';
import { webVttProblem } from './webvtt';

const good = `WEBVTT - Lesson 1

NOTE written by the instructor

1
00:00:01.000 --> 00:00:04.000
Namaste, and welcome.

00:04.500 --> 00:07.250 align:start
Today: variables.
`;

describe('WebVTT check', () => {
  it('takes a file with the signature and ordered cues, with or without hours, ids, notes and settings', () => {
    expect(webVttProblem(good)).toBeUndefined();
    expect(webVttProblem(`\uFEFFWEBVTT\r\n\r\n01:00:00.000 --> 01:00:02.000\r\nLate\r\n`)).toBeUndefined();
  });

  it('refuses what is not WebVTT, saying why', () => {
    expect(webVttProblem('1\n00:00:01,000 --> 00:00:04,000\nAn SRT file\n')).toBe(
      'A WebVTT file starts with the line WEBVTT',
    );
    expect(webVttProblem('WEBVTTX\n')).toBe('A WebVTT file starts with the line WEBVTT');
    expect(webVttProblem('WEBVTT\n\nNOTE nothing else\n')).toBe('The file has no cues');
    expect(webVttProblem('WEBVTT\n\n00:00:01,000 --> 00:00:04,000\nCommas\n')).toMatch(
      /^Line 3: not a cue timing/,
    );
    expect(webVttProblem('WEBVTT\n\n00:00:04.000 --> 00:00:01.000\nBackwards\n')).toBe(
      'Line 3: a cue must end after it starts',
    );
    expect(
      webVttProblem('WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nB\n\n00:00:01.000 --> 00:00:02.000\nA\n'),
    ).toBe('Line 6: cues must be in order of their start');
    expect(webVttProblem('WEBVTT\n\n00:61.000 --> 00:62.000\nNo such second\n')).toMatch(/not a cue timing/);
  });
});
