import { IconPhoto } from '@tabler/icons-react';
import { type CSSProperties, memo, type SyntheticEvent } from 'react';
import { paintWhenDecoded, placeholderNow } from './media-placeholder';
import classes from './media-thumb.module.css';

export interface MediaThumbProps {
  /** the 320-px thumbnail's URL; null until the media is processed */
  thumb: string | null | undefined;
  /** the ThumbHash (base64) shown until the thumbnail loads */
  placeholder: string | null | undefined;
  /** width and height in px (a number: a square), or any CSS size through `style` */
  size?: number;
  /** the picture's text; empty by default, as the row beside it names the record */
  alt?: string;
  className?: string;
  style?: CSSProperties;
  /** the picture element, for a scrub that swaps its frame without a render */
  imgRef?: (img: HTMLImageElement | null) => void;
}

// The element marks itself loaded or failed: no state, so a thumbnail never re-renders its row.
const loaded = (e: SyntheticEvent<HTMLImageElement>) => {
  e.currentTarget.dataset.loaded = '';
};
const failed = (e: SyntheticEvent<HTMLImageElement>) => {
  e.currentTarget.dataset.failed = '';
};

function Thumb({ thumb, placeholder, size = 40, alt = '', className, style, imgRef }: MediaThumbProps) {
  const { url: blur, color } = placeholderNow(placeholder);
  const frameStyle: CSSProperties = {
    width: size,
    height: size,
    ...(blur ? { backgroundImage: `url(${blur})` } : color ? { backgroundColor: color } : null),
    ...style,
  };
  // not decoded in this render (over its budget): painted in place once it is, without a render
  const paintLater =
    color && placeholder
      ? (el: HTMLElement | null) => (el ? paintWhenDecoded(placeholder, el) : undefined)
      : undefined;
  return (
    <span
      className={className ? `${classes.frame} ${className}` : classes.frame}
      style={frameStyle}
      ref={paintLater}
      data-testid="media-thumb"
      data-placeholder={blur || color ? '' : undefined}
    >
      {thumb ? (
        <img
          // a new thumbnail is another element: its loaded mark starts afresh
          key={thumb}
          ref={imgRef}
          className={classes.picture}
          src={thumb}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={loaded}
          onError={failed}
        />
      ) : (
        !blur &&
        !color && (
          <span className={classes.none} aria-hidden>
            <IconPhoto size={Math.min(24, Math.round((typeof size === 'number' ? size : 40) / 2))} />
          </span>
        )
      )}
    </span>
  );
}

/**
 * A creative's thumbnail at a fixed size, so rows never jump: its ThumbHash placeholder at
 * once, the 320-px thumbnail lazy-loaded over it, a neutral picture when there is no media (or
 * it is not processed yet). Plain elements and no hooks: a list mounts a screenful per frame.
 */
export const MediaThumb = memo(Thumb);
