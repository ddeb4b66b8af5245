/** What a key does in the player (the video or the player's frame has focus). */
export type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'seek'; seconds: number }
  | { type: 'volume'; change: number }
  | { type: 'fullscreen' }
  | { type: 'mute' }
  | { type: 'captions' };

/** Seconds ← and → move; the volume step of ↑ and ↓. */
export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

/**
 * The player's keys: space or k play and pause, ← and → 5 s back and on, ↑ and ↓ the volume, f full screen, m
 * mute, c captions on and off. Keys held with Ctrl, Alt or ⌘ stay the browser's.
 */
export function playerAction(event: {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}): PlayerAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key) {
    case ' ':
    case 'k':
    case 'K':
      return { type: 'toggle-play' };
    case 'ArrowLeft':
      return { type: 'seek', seconds: -SEEK_STEP_SECONDS };
    case 'ArrowRight':
      return { type: 'seek', seconds: SEEK_STEP_SECONDS };
    case 'ArrowUp':
      return { type: 'volume', change: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volume', change: -VOLUME_STEP };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'm':
    case 'M':
      return { type: 'mute' };
    case 'c':
    case 'C':
      return { type: 'captions' };
    default:
      return null;
  }
}

/** A volume step kept within 0–1 and rounded to the step, so ten presses go from silent to full. */
export const nextVolume = (volume: number, change: number) =>
  Math.round(Math.min(1, Math.max(0, volume + change)) * 10) / 10;
