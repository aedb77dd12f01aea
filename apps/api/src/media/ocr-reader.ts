import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { MediaError } from './media-error.js';
import { confidentWords, mergeReadings, ocrInputs } from './ocr-text.js';

const require = createRequire(import.meta.url);

export interface OcrFiles {
  /** the folder of eng.traineddata.gz */
  langPath: string;
  workerPath: string;
}

/**
 * Where tesseract.js finds its English model and its worker script: files of npm packages, so
 * nothing is downloaded at run time (without a langPath it would fetch the model from a CDN).
 * The LSTM-only "best_int" model is the smaller and faster one. The worker thread runs at the
 * lowest CPU priority (ocr-worker.cjs).
 */
export const OCR_FILES: OcrFiles = {
  langPath: join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int'),
  // ocr-worker.cjs: tesseract.js's worker script started at the lowest CPU priority. Beside
  // this module in src/, and copied beside the bundle (dist/server.js) by build.mjs
  workerPath: fileURLToPath(new URL('./ocr-worker.cjs', import.meta.url)),
};

export interface OcrText {
  /** the words found, in reading order, separated by single spaces */
  text: string;
  /** how long recognition took (image preparation included) */
  ms: number;
}

export interface OcrReaderOptions {
  /** recognitions before the worker is replaced: tesseract's memory grows with use */
  maxJobs: number;
  /** an unused worker is stopped after this long and started again when needed */
  idleMs: number;
  /** one recognition; past it the worker is stopped and the call fails with reason "timeout" */
  timeoutMs: number;
  files: OcrFiles;
}

const DEFAULT_OPTIONS: OcrReaderOptions = {
  maxJobs: 200,
  idleMs: 60_000,
  timeoutMs: 30_000,
  files: OCR_FILES,
};

/**
 * Reads on-screen text with one reusable tesseract.js worker: starting one takes seconds, so it is
 * kept between calls, but for a bounded lifetime (maxJobs, idleMs). Calls run one at a time.
 */
export class OcrReader {
  private worker: Promise<Worker> | null = null;
  private jobs = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly options: OcrReaderOptions;

  constructor(options: Partial<OcrReaderOptions> = {}) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }

  /** The text of an image file's bytes (PNG, JPEG, WebP, GIF). */
  read(image: Buffer): Promise<OcrText> {
    const next = this.queue.then(() => this.recognise(image));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Whether a worker is started (or starting): false once it has been idle for idleMs. */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Stops the worker (a later read starts a new one). */
  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    this.worker = null;
    this.jobs = 0;
    // a worker still starting is stopped once it has started (its thread ends at once)
    if (worker) void worker.then((w) => w.terminate()).catch(() => undefined);
  }

  private start(): Promise<Worker> {
    const { langPath, workerPath } = this.options.files;
    const model = join(langPath, 'eng.traineddata.gz');
    // without its model tesseract.js never settles its start: check the files first
    for (const file of [model, workerPath])
      if (!existsSync(file))
        return Promise.reject(new MediaError('tool-missing', `OCR file missing: ${file}`));
    return new Promise((resolve, reject) => {
      createWorker('eng', OEM.LSTM_ONLY, {
        langPath,
        workerPath,
        cachePath: langPath,
        cacheMethod: 'none',
        gzip: true,
        // without a handler, tesseract.js throws a failed job's error outside any promise,
        // which would take the server down; with one, the job's own promise rejects
        errorHandler: (error: unknown) =>
          reject(new MediaError('tool-missing', `the OCR worker failed to start: ${String(error)}`)),
      })
        .then(async (worker) => {
          await worker.setParameters({
            // tesseract.js reads a page as one block of text by default: a caption over a
            // picture then comes out as noise or half read; automatic layout finds it
            tessedit_pageseg_mode: PSM.AUTO,
            // our PNGs carry no resolution: without one tesseract warns on stdout at every read
            user_defined_dpi: '300',
          });
          return worker;
        })
        .then(resolve, reject);
    });
  }

  private async recognise(image: Buffer): Promise<OcrText> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    try {
      return await this.recogniseWithWorker(image);
    } finally {
      this.idleTimer = setTimeout(() => void this.close(), this.options.idleMs);
      this.idleTimer.unref();
    }
  }

  private async recogniseWithWorker(image: Buffer): Promise<OcrText> {
    const started = performance.now();
    if (this.jobs >= this.options.maxJobs) await this.close();
    const inputs = await ocrInputs(image);
    this.worker ??= this.start();
    this.jobs++;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new MediaError('timeout', `OCR took longer than ${this.options.timeoutMs} ms`)),
        this.options.timeoutMs,
      );
    });
    try {
      const worker = await Promise.race([this.worker, timeout]);
      const readings: string[][] = [];
      for (const input of inputs) {
        const result = await Promise.race([
          worker.recognize(input, {}, { text: false, blocks: true }),
          timeout,
        ]);
        readings.push(confidentWords(result.data));
      }
      return { text: mergeReadings(readings), ms: Math.round(performance.now() - started) };
    } catch (error) {
      // a stuck or failed worker is not reused
      await this.close();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
