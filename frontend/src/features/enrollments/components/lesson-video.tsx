import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import ReactPlayer from 'react-player';
import { i18n } from '../../../lib/i18n';
import styles from './lesson-player.module.css';

interface LessonVideoProps {
  src: string;
  /** The lesson's title: the player's accessible name. */
  title: string;
  /** Gets the media element (a <video>, or react-player's YouTube/Vimeo/… element) to follow and seek. */
  onMedia: (media: HTMLVideoElement | null) => void;
}

/**
 * The lesson's video. react-player picks the player from the address: files (MP4, WebM, Ogg, audio),
 * HLS and DASH streams, YouTube, Vimeo, Wistia, Mux, Twitch, TikTok, Spotify; each of those in its own
 * chunk. This module is only imported lazily, so none of it is downloaded until a video is shown.
 * The controls are the player's own (keyboard usable); the page never starts playback by itself.
 */
export default function LessonVideo({ src, title, onMedia }: LessonVideoProps) {
  // Stable, so React hands the element over once rather than on every render.
  const ref = useCallback(
    (node: HTMLVideoElement | null) => {
      node?.setAttribute('aria-label', i18n._(msg`Video: ${title}`));
      onMedia(node);
    },
    [title, onMedia],
  );
  return (
    <ReactPlayer
      ref={ref}
      src={src}
      controls
      playsInline
      preload="metadata"
      width="100%"
      height="100%"
      className={styles.media}
    />
  );
}
