import styles from './course-thumbnail.module.css';

/** The course art's own size (the bundled thumbnails are 640 x 360); reserves the space before it loads. */
const WIDTH = 640;
const HEIGHT = 360;

/**
 * A course's thumbnail in a 16:9 frame. Decorative (the title sits next to it), lazily loaded unless it
 * is above the fold, where it is often the largest paint and is fetched first. A course without art gets a tinted frame instead of a broken image.
 */
export function CourseThumbnail({
  src,
  eager = false,
  className,
}: {
  src: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')}>
      {src && (
        <img
          src={src}
          alt=""
          width={WIDTH}
          height={HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className={styles.image}
        />
      )}
    </div>
  );
}
