/**
 * How stored media files are sent (@fastify/static): with byte ranges, so a browser can seek
 * in a video and start playing before the whole file has come; a file behind a URL never
 * changes, so it may be kept a year. Uploaded media and the demo's video clips share it.
 */
export const RANGED_FILES = {
  acceptRanges: true,
  immutable: true,
  maxAge: '365d',
  index: false,
  serveDotFiles: false,
} as const;
