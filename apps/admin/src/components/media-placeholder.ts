import { thumbHashToAverageRGBA, thumbHashToDataURL } from 'thumbhash';

/*
 * ThumbHash placeholders for list rows and tiles. A decode (a few hundred pixels and a PNG)
 * costs about 1 ms; scrolling brings a dozen new rows in a frame, and issue 25 allows no long
 * task over 50 ms. So each hash is decoded once (kept), at most DECODE_BUDGET_MS of decoding
 * happens inside one render pass, and the rest is decoded when the browser is idle: meanwhile
 * the element shows the hash's average colour (read from its header, nearly free) and gets its
 * picture painted in place when it is ready, with no React render.
 */

/** Decoded placeholders by hash (null: not a ThumbHash); capped for a long session's scrolling. */
const decoded = new Map<string, string | null>();
const MAX_KEPT = 3000;
const DECODE_BUDGET_MS = 4;
/** a render pass: decodes this close together share one budget */
const PASS_MS = 16;

/** The clock the budget reads (a test makes decodes look slow through it). */
export const decodeClock = { now: () => performance.now() };

let passStart = 0;
let spent = 0;

function bytesOf(hash: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(hash), (c) => c.charCodeAt(0));
  } catch {
    return null; // not base64
  }
}

function decode(hash: string): string | null {
  const bytes = bytesOf(hash);
  let url: string | null = null;
  try {
    if (bytes) url = thumbHashToDataURL(bytes);
  } catch {
    url = null; // too short to be a hash: the neutral picture instead
  }
  if (decoded.size >= MAX_KEPT) decoded.delete(decoded.keys().next().value as string);
  decoded.set(hash, url);
  return url;
}

/** The PNG data URL of a ThumbHash (base64), decoded now whatever it costs; null when it is none. */
export function placeholderUrl(hash: string | null | undefined): string | null {
  if (!hash) return null;
  const kept = decoded.get(hash);
  return kept !== undefined ? kept : decode(hash);
}

/** What to show for a hash in this render: its picture when it is decoded (or cheap enough now), else its colour. */
export function placeholderNow(hash: string | null | undefined): {
  url: string | null;
  color: string | null;
} {
  if (!hash) return { url: null, color: null };
  const kept = decoded.get(hash);
  if (kept !== undefined) return { url: kept, color: null };
  const now = decodeClock.now();
  if (now - passStart > PASS_MS || now < passStart) {
    passStart = now;
    spent = 0;
  }
  if (spent < DECODE_BUDGET_MS) {
    const url = decode(hash);
    spent += decodeClock.now() - now;
    return { url, color: null };
  }
  return { url: null, color: averageColor(hash) };
}

function averageColor(hash: string): string | null {
  const bytes = bytesOf(hash);
  if (!bytes) return null;
  try {
    const { r, g, b } = thumbHashToAverageRGBA(bytes);
    return `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
  } catch {
    return null;
  }
}

/** Elements waiting for their hash's picture, decoded when the browser is idle. */
const waiting = new Map<string, Set<HTMLElement>>();
let scheduled = false;

type IdleDeadline = { timeRemaining: () => number };
const whenIdle = (run: (deadline: IdleDeadline) => void) => {
  // Safari has no requestIdleCallback: a timeout with a small slice stands in
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 500 });
  else setTimeout(() => run({ timeRemaining: () => 8 }), 16);
};

function decodeWaiting(deadline: IdleDeadline) {
  scheduled = false;
  for (const [hash, elements] of waiting) {
    if (deadline.timeRemaining() < 2) break;
    waiting.delete(hash);
    const url = decode(hash);
    if (url) for (const el of elements) if (el.isConnected) el.style.backgroundImage = `url(${url})`;
  }
  if (waiting.size > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  whenIdle(decodeWaiting);
}

/**
 * Paints `el`'s background with the hash's picture once it is decoded in idle time (a ref
 * callback); the cleanup forgets the element (scrolled out of view).
 */
export function paintWhenDecoded(hash: string, el: HTMLElement) {
  let elements = waiting.get(hash);
  if (!elements) {
    elements = new Set();
    waiting.set(hash, elements);
  }
  elements.add(el);
  schedule();
  return () => {
    const set = waiting.get(hash);
    set?.delete(el);
    if (set?.size === 0) waiting.delete(hash);
  };
}
