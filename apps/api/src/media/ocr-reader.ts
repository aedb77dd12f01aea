import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { MediaError, sharpFailure } from './media-error.js';
import { DEFAULT_MEDIA_LIMITS } from './media-limits.js';

const require = createRequire(import.meta.url);

/**
 * Where tesseract.js finds its English model and its worker script: files of npm packages, so
 * nothing is downloaded at run time (without a langPath it would fetch the model from a CDN).
 * The LSTM-only "best_int" model is the smaller and faster one.
 */
export interface OcrFiles {
  /** the folder of eng.traineddata.gz */
  langPath: string;
  workerPath: string;
}

export const OCR_FILES: OcrFiles = {
  langPath: join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int'),
  workerPath: join(dirname(require.resolve('tesseract.js/package.json')), 'src/worker-script/node/index.js'),
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
 * A huge picture only costs time. The colours are kept: tesseract's own conversion to grey read
 * captions on coloured backgrounds better than sharp's greyscale did (tried on the bench's poster).
 */
const OCR_MAX_SIDE = 2000;

/**
 * The text as it is searched: Unicode-normalised (ligatures, full-width letters), one space
 * between words, and without the marks tesseract reads in a photo's texture (tokens with no
 * letter or digit).
 */
export function normaliseText(raw: string): string {
  return raw
    .normalize('NFKC')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token))
    .join(' ');
}

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
        // our PNGs carry no resolution: without one tesseract warns on stdout at every read
        .then(async (worker) => {
          await worker.setParameters({ user_defined_dpi: '300' });
          return worker;
        })
        .then(resolve, reject);
    });
  }

  private async recognise(image: Buffer): Promise<OcrText> {
    const started = performance.now();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.jobs >= this.options.maxJobs) await this.close();
    const prepared = await sharp(image, { limitInputPixels: DEFAULT_MEDIA_LIMITS.maxPixels })
      .autoOrient()
      .resize({ width: OCR_MAX_SIDE, height: OCR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 1 })
      .toBuffer()
      .catch((error: unknown) => {
        throw sharpFailure(error);
      });
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
      const result = await Promise.race([worker.recognize(prepared), timeout]);
      return { text: normaliseText(result.data.text), ms: Math.round(performance.now() - started) };
    } catch (error) {
      // a stuck or failed worker is not reused
      await this.close();
      throw error;
    } finally {
      clearTimeout(timer);
      this.idleTimer = setTimeout(() => void this.close(), this.options.idleMs);
      this.idleTimer.unref();
    }
  }
}
