// The tesseract.js worker thread, at the lowest CPU priority (nice 19) before it loads: reading
// text takes a core for a second or more per picture, and on a machine of few cores the
// requests' thread must never wait behind it (issue 25 §4: the list's p99 while a backfill
// runs). Linux schedules threads one by one, and setPriority(0, …) changes the calling thread
// only; raising one's own niceness needs no privilege. Then tesseract.js's own worker script.
'use strict';
try {
  require('node:os').setPriority(0, 19);
} catch {
  // a platform without per-thread priorities reads at the usual one
}
require('tesseract.js/src/worker-script/node/index.js');
