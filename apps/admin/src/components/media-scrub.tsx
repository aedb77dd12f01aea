import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type PointerEvent, useRef, useState } from 'react';
import { fetchMediaRecord, stripFrames } from './media-api';
import { MediaThumb } from './media-thumb';

export interface MediaScrubProps {
  thumb: string | null;
  placeholder: string | null;
  /** the original's URL: the frame strip is asked by it on the first hover */
  source: string | null;
  /** only a video scrubs; an image is its thumbnail */
  video: boolean;
  /** class names of the parts (the kit's gallery styles them) */
  classes: { picture: string; frameImage: string; scrubBar: string; videoMark: string };
}

const FILL = { width: '100%', height: '100%', borderRadius: 0 };

/** Where the pointer is across the element, from 0 (left edge) to just under 1 (right edge). */
function across(e: PointerEvent<HTMLElement>) {
  const box = e.currentTarget.getBoundingClientRect();
  if (box.width <= 0) return 0;
  return Math.min(0.999, Math.max(0, (e.clientX - box.left) / box.width));
}

/**
 * A tile's picture: the thumbnail over its placeholder; on a video, moving the pointer across
 * it moves through the frame strip (strip-0 … strip-7, asked once on the first hover, GET
 * /api/media). It renders only while hovered: scrolling the gallery never does.
 */
export function MediaScrub({ thumb, placeholder, source, video, classes }: MediaScrubProps) {
  const client = useQueryClient();
  const [frames, setFrames] = useState<string[] | null>(null);
  const [frame, setFrame] = useState<number | null>(null);
  const asked = useRef(false);
  // where the pointer is, so frames that arrive after it moved show the right one at once
  const at = useRef<number | null>(null);
  const scrubs = video && source !== null;

  const show = (strip: string[], fraction: number | null) =>
    setFrame(fraction === null || strip.length === 0 ? null : Math.floor(fraction * strip.length));

  const onPointerEnter = (e: PointerEvent<HTMLElement>) => {
    if (!scrubs) return;
    at.current = across(e);
    if (asked.current) return;
    asked.current = true;
    void fetchMediaRecord(client, source).then((media) => {
      const strip = stripFrames(media);
      // the browser fetches all of them now, so that moving across is immediate
      for (const url of strip) new Image().src = url;
      setFrames(strip);
      show(strip, at.current);
    });
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!scrubs) return;
    at.current = across(e);
    if (frames) show(frames, at.current);
  };
  const onPointerLeave = () => {
    at.current = null;
    setFrame(null);
  };

  const current = frame !== null ? frames?.[frame] : undefined;
  return (
    <div
      className={classes.picture}
      onPointerEnter={onPointerEnter}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
      data-frame={frame ?? undefined}
    >
      <MediaThumb thumb={thumb} placeholder={placeholder} size={48} style={FILL} />
      {current && <img className={classes.frameImage} src={current} alt="" decoding="async" />}
      {current && frames && frame !== null && (
        <span className={classes.scrubBar} style={{ width: `${((frame + 1) / frames.length) * 100}%` }} />
      )}
      {video && (
        <span className={classes.videoMark} aria-hidden>
          <IconPlayerPlayFilled size={12} />
        </span>
      )}
    </div>
  );
}
