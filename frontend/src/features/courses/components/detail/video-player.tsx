import ReactPlayer from 'react-player';
import styles from './preview.module.css';

/**
 * The preview player: react-player picks the right one for the address (a file such as
 * /media/sample-lesson.mp4 plays in a <video>; YouTube and Vimeo addresses in their own players).
 * This module is only ever imported lazily, so the player stays out of the page's first download.
 */
export default function VideoPlayer({ src, title }: { src: string; title: string }) {
  return (
    <div className={styles.frame}>
      <ReactPlayer
        src={src}
        controls
        playing
        playsInline
        width="100%"
        height="100%"
        title={title}
        className={styles.player}
      />
    </div>
  );
}
