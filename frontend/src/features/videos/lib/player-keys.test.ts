import { describe, expect, it } from 'vitest';
import { nextVolume, playerAction } from './player-keys';

describe('player keys', () => {
  it('maps the keys to actions', () => {
    expect(playerAction({ key: ' ' })).toEqual({ type: 'toggle-play' });
    expect(playerAction({ key: 'k' })).toEqual({ type: 'toggle-play' });
    expect(playerAction({ key: 'ArrowLeft' })).toEqual({ type: 'seek', seconds: -5 });
    expect(playerAction({ key: 'ArrowRight' })).toEqual({ type: 'seek', seconds: 5 });
    expect(playerAction({ key: 'ArrowUp' })).toEqual({ type: 'volume', change: 0.1 });
    expect(playerAction({ key: 'f' })).toEqual({ type: 'fullscreen' });
    expect(playerAction({ key: 'M' })).toEqual({ type: 'mute' });
    expect(playerAction({ key: 'c' })).toEqual({ type: 'captions' });
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(playerAction({ key: 'Tab' })).toBeNull();
    expect(playerAction({ key: 'f', ctrlKey: true })).toBeNull();
    expect(playerAction({ key: 'c', metaKey: true })).toBeNull();
  });

  it('keeps the volume within 0 and 1 in tenths', () => {
    expect(nextVolume(0.95, 0.1)).toBe(1);
    expect(nextVolume(0.05, -0.1)).toBe(0);
    expect(nextVolume(0.3, 0.1)).toBe(0.4);
  });
});
