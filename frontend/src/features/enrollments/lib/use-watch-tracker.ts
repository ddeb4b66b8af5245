import { useEffect, useRef } from 'react';
import {
  DURATION_RECHECK_MS,
  PENDING_SEEK_MS,
  PROGRESS_INTERVAL_MS,
  PROGRESS_SAVE_INTERVAL_MS,
} from '../constants';
import { resumePoint, watchedStep } from './progress';

/** What the tracker reads of a player: a <video>, or one of react-player's media elements (YouTube…). */
export type MediaElement = Pick<
  HTMLMediaElement,
  'currentTime' | 'duration' | 'paused' | 'seeking' | 'playbackRate'
> &
  Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface ProgressSave {
  watchTime: number;
  position: number;
  completed?: true;
  /** The page closes: the server moves the course figures now. */
  final?: true;
  /** Send it so it outlives the page (hidden or closing). */
  keepalive?: true;
}

interface TrackerOptions {
  media: MediaElement | null;
  /** Off for previews (instructors, admins): nothing is saved. */
  enabled: boolean;
  /** Seconds already on record for this module when it opened (the server's figure, or an unsent one). */
  baseWatchTime: number;
  /** Seconds to resume at when the module opened, if any. */
  resumeAt: number | undefined;
  /** The module's length in seconds (its duration): the watch time a completion sends at least. */
  moduleLength: number;
  onSave: (save: ProgressSave) => void;
}

const safeNumber = (read: () => number) => {
  try {
    const value = read();
    return Number.isFinite(value) ? value : Number.NaN;
  } catch {
    return Number.NaN;
  }
};

/**
 * Follows one module's video: watch time grows by the seconds actually played (seeks add nothing) on the
 * spec's 1000 ms tick and never goes down; progress is saved when it matters: every 30 s of playback
 * (`PROGRESS_SAVE_INTERVAL_MS`), on pause, after a seek, at the end (as a completion), when the module is
 * left, and when the page is hidden or closed (a keepalive request that outlives the page; on close always,
 * marked `final` so the server moves the course figures). It also resumes the video at the saved position once
 * the player knows its duration (the pending seek of spec part 2 §9).
 */
export function useWatchTracker({
  media,
  enabled,
  baseWatchTime,
  resumeAt,
  moduleLength,
  onSave,
}: TrackerOptions) {
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;

  // Per module (the component using this is keyed by module): the figures on record when it opened.
  const state = useRef({
    base: Math.round(baseWatchTime),
    watched: 0,
    lastTime: Number.NaN,
    /** When the player's time was last read (ms, performance clock). */
    lastReadAt: 0,
    sincePlaybackSave: 0,
    lastSent: { watchTime: Math.round(baseWatchTime), position: Math.floor(resumeAt ?? 0) },
    /** Where the next player (the first, or one remounted after an error) should start. */
    resumeTarget: resumeAt,
    /** The resume point still waits to be applied: report it, not the player's 0. */
    seekPending: resumeAt !== undefined,
    /** After the end, the lesson counts as back at its start. */
    ended: false,
  });

  useEffect(() => {
    if (!media) return;
    const s = state.current;
    s.seekPending = s.resumeTarget !== undefined;
    s.lastTime = Number.NaN;

    const position = () => {
      if (s.seekPending) return Math.floor(s.resumeTarget ?? 0);
      if (s.ended) return 0;
      const t = safeNumber(() => media.currentTime);
      return Number.isNaN(t) ? s.lastSent.position : Math.floor(t);
    };
    const total = () => s.base + Math.round(s.watched);

    /**
     * Adds the seconds played since the last reading. `justStopped`: the video has only now paused or ended
     * (its `paused` is already true), so the stretch up to this moment was still playback and counts.
     */
    const measure = (justStopped = false) => {
      const t = safeNumber(() => media.currentTime);
      const now = performance.now();
      if ((justStopped || !media.paused) && !media.seeking) {
        const elapsed = (now - s.lastReadAt) / 1000;
        const rate = safeNumber(() => media.playbackRate);
        s.watched += watchedStep(s.lastTime, t, elapsed, Number.isNaN(rate) ? 1 : rate);
      }
      s.lastTime = t;
      s.lastReadAt = now;
    };

    /** Saves what changed since the last save; `closing` (the page goes) sends even an unchanged one, final. */
    const save = (how: { keepalive?: true; closing?: true } = {}) => {
      if (!enabled) return;
      const next = { watchTime: Math.max(total(), s.lastSent.watchTime), position: position() };
      const unchanged = next.watchTime === s.lastSent.watchTime && next.position === s.lastSent.position;
      if (unchanged && !how.closing) return;
      s.lastSent = next;
      s.sincePlaybackSave = 0;
      onSaveRef.current({
        ...next,
        ...(how.closing ? { final: true, keepalive: true } : {}),
        ...(how.keepalive ? { keepalive: true } : {}),
      });
    };

    const tick = window.setInterval(() => {
      const playing = !media.paused;
      measure();
      if (!playing) return;
      s.sincePlaybackSave += PROGRESS_INTERVAL_MS;
      if (s.sincePlaybackSave >= PROGRESS_SAVE_INTERVAL_MS) save();
    }, PROGRESS_INTERVAL_MS);

    // The resume point, once the player knows how long the video is; given up after a while.
    const seekGiveUp = Date.now() + PENDING_SEEK_MS;
    const seekTimer = window.setInterval(() => {
      if (!s.seekPending) return window.clearInterval(seekTimer);
      const duration = safeNumber(() => media.duration);
      if (Date.now() > seekGiveUp || duration > 0) {
        const target = duration > 0 ? resumePoint(s.resumeTarget, duration) : null;
        if (target !== null) {
          try {
            media.currentTime = target;
          } catch {
            // The player refused the seek: the lesson starts at the beginning.
          }
        }
        s.lastTime = target ?? safeNumber(() => media.currentTime);
        s.lastReadAt = performance.now();
        s.seekPending = false;
        window.clearInterval(seekTimer);
      }
    }, DURATION_RECHECK_MS);

    const restart = () => {
      s.lastTime = safeNumber(() => media.currentTime);
      s.lastReadAt = performance.now();
    };
    /** A seek or a play: watching goes on from here. */
    const onResume = () => {
      s.ended = false;
      restart();
    };
    /** A seek landed: the new position is worth keeping (the watch time so far goes with it). */
    const onSeeked = () => {
      onResume();
      if (!s.seekPending) save();
    };
    const onPause = () => {
      measure(true);
      save();
    };
    const onEnded = () => {
      measure(true);
      s.ended = true;
      if (!enabled) return;
      const duration = safeNumber(() => media.duration);
      const watchTime = Math.max(
        total(),
        s.lastSent.watchTime,
        moduleLength,
        Number.isNaN(duration) ? 0 : Math.round(duration),
      );
      s.lastSent = { watchTime, position: 0 };
      s.sincePlaybackSave = 0;
      onSaveRef.current({ watchTime, position: 0, completed: true });
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') {
        measure();
        save({ keepalive: true });
      }
    };
    const onPageHide = () => {
      measure();
      save({ closing: true });
    };

    const listeners: [Pick<EventTarget, 'addEventListener' | 'removeEventListener'>, string, () => void][] = [
      [media, 'seeking', onResume],
      [media, 'seeked', onSeeked],
      [media, 'play', onResume],
      [media, 'pause', onPause],
      [media, 'ended', onEnded],
      [document, 'visibilitychange', onHidden],
      [window, 'pagehide', onPageHide],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      window.clearInterval(tick);
      window.clearInterval(seekTimer);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      // Leaving the module (or the page) keeps what was watched and where; a new player resumes there.
      measure();
      save();
      s.resumeTarget = position();
    };
  }, [media, enabled, moduleLength]);
}
