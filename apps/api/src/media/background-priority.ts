import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * nice 10: far below the requests' thread (a weight of 110 against its 1,024 in Linux's
 * scheduler), and above the OCR worker thread and ffmpeg at 19 (15), so a backfill's thumbnails
 * are not slowed by the text reading beside them.
 */
const PIXELS = 10;
/** What libvips names the threads that do sharp's pixel work. */
const LIBVIPS_THREAD = 'libvips worker';

/**
 * Puts sharp's pixel work at a low CPU priority: each libvips worker thread of this process is
 * set to nice 10. Decoding, resizing and encoding a backfill's pictures then takes only what
 * the requests' thread leaves: a core left idle is used whole, and a request never waits behind
 * a thumbnail (issue 25 §4: the list's p99 while a backfill runs). Linux schedules threads one
 * by one, a thread may lower another's priority in its own process without privilege, and
 * libvips keeps its threads for reuse: called as media jobs start, it finds the new ones. Elsewhere
 * (no /proc) it does nothing. Answers the number of threads it lowered.
 */
export function lowerPixelThreads(): number {
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let lowered = 0;
  for (const task of tasks) {
    const tid = Number(task);
    try {
      if (readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() !== LIBVIPS_THREAD) continue;
      if (getPriority(tid) === PIXELS) continue;
      setPriority(tid, PIXELS);
      lowered += 1;
    } catch {
      // the thread ended meanwhile, or the platform has no per-thread priorities
    }
  }
  return lowered;
}
