import { describe, expect, it } from 'vitest';
import {
  PLAYER_PREFS_KEY,
  parsePrefs,
  readPrefs,
  rememberPref,
  speedLabel,
  startCaptions,
} from './player-prefs';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('player preferences', () => {
  it('remembers each explicit choice beside the others', () => {
    const storage = memoryStorage();
    rememberPref({ quality: '360p' }, storage);
    rememberPref({ speed: 1.5 }, storage);
    rememberPref({ dataSaver: true, captions: 'hi' }, storage);
    expect(readPrefs(storage)).toEqual({ quality: '360p', speed: 1.5, dataSaver: true, captions: 'hi' });
  });

  it('ignores what is not of the right kind, and a speed the menu does not offer', () => {
    expect(parsePrefs('{"quality":3,"dataSaver":"yes","speed":3,"captions":"en"}')).toEqual({
      captions: 'en',
    });
    expect(parsePrefs('not json')).toEqual({});
    expect(parsePrefs(null)).toEqual({});
    expect(parsePrefs('[1]')).toEqual({});
  });

  it('survives storage that refuses writes', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberPref({ speed: 2 }, storage)).toEqual({ speed: 2 });
  });

  it('keeps the stored choices under one key', () => {
    const storage = memoryStorage();
    rememberPref({ speed: 0.75 }, storage);
    expect(JSON.parse(storage.getItem(PLAYER_PREFS_KEY) ?? '{}')).toEqual({ speed: 0.75 });
  });

  it('labels speeds and picks the remembered caption language only if the lesson has it', () => {
    expect(speedLabel(1.25)).toBe('1.25x');
    expect(startCaptions('hi', ['en', 'hi'])).toBe('hi');
    expect(startCaptions('ta', ['en'])).toBe('off');
    expect(startCaptions(undefined, ['en'])).toBe('off');
  });
});
