import type { MediaInfoRow } from '@adlib/shared';

const KB = 1024;
const MB = KB * 1024;

/** 512 bytes, 48 KB, 3.2 MB: the unit a person reads at a glance. */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  const mb = bytes / MB;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** 4.5 s and 19.8 s under a minute (Video Length splits at 20 s: the tenth matters), then 1:05, 1:02:03. */
export function formatDuration(seconds: number): string {
  if (seconds < 59.95) return `${Number(seconds.toFixed(1))} s`;
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** 30 fps, 29.97 fps */
const formatFrameRate = (fps: number) => `${Number(fps.toFixed(2))} fps`;

/** "video/mp4" → "MP4 video"; "image/webp" → "WebP image" (the subtype upper-cased but for a few names). */
function formatType(info: Pick<MediaInfoRow, 'kind' | 'content_type'>): string {
  const sub = info.content_type.split('/')[1]?.split(';')[0]?.trim() ?? '';
  const names: Record<string, string> = { webp: 'WebP', quicktime: 'MOV', jpeg: 'JPEG', 'svg+xml': 'SVG' };
  const name = names[sub] ?? sub.toUpperCase();
  return name ? `${name} ${info.kind}` : info.kind;
}

interface MediaFact {
  label: string;
  value: string;
}

/** What the panel lists about a file, in reading order; a video's own facts only for a video. */
export function mediaFacts(info: MediaInfoRow): MediaFact[] {
  const facts: MediaFact[] = [
    { label: 'Type', value: formatType(info) },
    { label: 'Size', value: formatBytes(info.bytes) },
    { label: 'Dimensions', value: `${info.width} × ${info.height}` },
  ];
  if (info.kind !== 'video') return facts;
  if (info.duration_seconds !== null)
    facts.push({ label: 'Duration', value: formatDuration(info.duration_seconds) });
  if (info.frame_rate !== null) facts.push({ label: 'Frame rate', value: formatFrameRate(info.frame_rate) });
  if (info.codec) facts.push({ label: 'Codec', value: info.codec.toUpperCase() });
  if (info.has_audio !== null) facts.push({ label: 'Sound', value: info.has_audio ? 'Yes' : 'No' });
  return facts;
}
