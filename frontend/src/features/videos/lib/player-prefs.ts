/** The playback speeds the speed menu offers. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Browser storage key of the player's remembered choices. */
export const PLAYER_PREFS_KEY = 'videoPlayer';

/**
 * What a person chose in the player, kept for the next lesson: only what they picked themselves, so a default
 * (the data saver on a slow connection) is worked out again each time.
 */
export interface PlayerPrefs {
  quality?: string;
  dataSaver?: boolean;
  speed?: number;
  /** A caption language, or `off`. */
  captions?: string;
}

/** The stored choices, each kept only if it is of the right kind (the storage is the browser's, not ours). */
export function parsePrefs(text: string | null): PlayerPrefs {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object') return {};
  const { quality, dataSaver, speed, captions } = value as Record<string, unknown>;
  return {
    ...(typeof quality === 'string' ? { quality } : {}),
    ...(typeof dataSaver === 'boolean' ? { dataSaver } : {}),
    ...(typeof speed === 'number' && (PLAYBACK_SPEEDS as readonly number[]).includes(speed) ? { speed } : {}),
    ...(typeof captions === 'string' ? { captions } : {}),
  };
}

export function readPrefs(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): PlayerPrefs {
  try {
    return parsePrefs(storage?.getItem(PLAYER_PREFS_KEY) ?? null);
  } catch {
    return {};
  }
}

/** Adds one choice to the stored ones; storage that is full or off only means it is not remembered. */
export function rememberPref(
  change: PlayerPrefs,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeStorage(),
): PlayerPrefs {
  const next = { ...readPrefs(storage), ...change };
  try {
    storage?.setItem(PLAYER_PREFS_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full store: the choice holds for this lesson only.
  }
  return next;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The speed menu's label of a rate: `1x`, `1.25x`. */
export const speedLabel = (speed: number) => `${speed}x`;

/** The caption track to show: the remembered language if the lesson has it, else none. */
export function startCaptions(saved: string | undefined, languages: readonly string[]): string {
  return saved && languages.includes(saved) ? saved : 'off';
}
