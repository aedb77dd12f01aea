import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import ffprobe from '@ffprobe-installer/ffprobe';
import { MediaError } from './media-error.js';

/** The binaries shipped in npm packages for this platform: nothing is downloaded or looked up on PATH. */
export const FFMPEG_PATH = ffmpeg.path;
export const FFPROBE_PATH = ffprobe.path;

export interface ToolRun {
  code: number | null;
  stdout: Buffer;
  /** the end of what the program wrote on stderr, for an error message */
  stderr: string;
}

const STDERR_KEPT = 2000;
/** More than any frame or description we ask for: a program writing more is stopped. */
const MAX_STDOUT_BYTES = 64 * 1024 * 1024;

/**
 * A decoder takes every core it is given: ffmpeg and ffprobe run at the lowest CPU priority
 * (nice 19), so requests never wait behind a video being processed. Set at once after the
 * start, before the program opens its input and starts its decoding threads (they inherit it).
 */
function lowestPriority(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    setPriority(pid, 19);
  } catch {
    // gone already (it failed to start: its 'error' tells), or a platform without priorities
  }
}

/**
 * Runs a bundled program and collects its output. Past `timeoutMs` the process is killed
 * (SIGKILL: a stuck decoder may ignore gentler signals) and the promise rejects with reason
 * "timeout" only once the process has exited, so no child outlives the call. Output past
 * MAX_STDOUT_BYTES is refused the same way ("corrupt"), so memory stays bounded.
 */
export function runTool(binary: string, args: string[], timeoutMs: number): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    lowestPriority(child.pid);
    const stdout: Buffer[] = [];
    let stderr = '';
    let stdoutBytes = 0;
    let stopped: MediaError | null = null;
    const stop = (why: MediaError) => {
      stopped ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new MediaError('timeout', `${binary} ran longer than ${timeoutMs} ms and was killed`)),
      timeoutMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_STDOUT_BYTES)
        stop(new MediaError('corrupt', `${binary} wrote more than ${MAX_STDOUT_BYTES} bytes and was killed`));
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new MediaError('tool-missing', `${binary} cannot be started: ${error.code ?? error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (stopped) reject(stopped);
      else resolve({ code, stdout: Buffer.concat(stdout), stderr: stderr.trim() });
    });
  });
}
