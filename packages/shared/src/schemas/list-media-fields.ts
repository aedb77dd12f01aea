import { z } from 'zod';

/**
 * What a list row carries of its creative (issue 25 §3, at most 200 bytes a row): the
 * 320-px WebP thumbnail's public URL and the ThumbHash placeholder shown until it loads.
 * Both null while the media is not ready (or the record has none).
 */
export const listMediaFields = {
  thumb: z.string().nullable(),
  placeholder: z.string().nullable(),
};
