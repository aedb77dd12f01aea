import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { MediaError } from '../src/media/media-error.js';
import { OCR_FILES, OcrReader } from '../src/media/ocr-reader.js';
import { mergeReadings, normaliseText } from '../src/media/ocr-text.js';
import { captionedScene, sampleFolder, wordsPicture } from './media-samples.js';

// one worker for the file: starting tesseract takes seconds; it stops after 3 s unused
const reader = new OcrReader({ idleMs: 3000 });
afterAll(() => reader.close());

describe('OCR of on-screen text', () => {
  it('reads large words drawn in a picture, from local model files only', async () => {
    // nothing may be fetched: the model and the worker script are files of npm packages
    expect(OCR_FILES.langPath).toMatch(/node_modules\/@tesseract\.js-data\/eng\//);
    expect(OCR_FILES.workerPath).toMatch(/src\/media\/ocr-worker\.cjs$/);
    const { text, ms } = await reader.read(await wordsPicture(['SUMMER SALE', 'FREE SHIPPING']));
    expect(text).toContain('SUMMER SALE');
    expect(text).toContain('FREE SHIPPING');
    expect(ms).toBeGreaterThan(0);
  });

  it.runIf(process.platform === 'linux')(
    'reads on a thread of the lowest CPU priority: requests never wait behind it',
    async () => {
      await reader.read(await wordsPicture(['LOW PRIORITY']));
      // /proc/self/task/<tid>/stat: the 19th field is the thread's nice value
      const niceOf = (tid: string) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const nices = readdirSync('/proc/self/task').map(niceOf);
      expect(nices).toContain(19);
      // the process's own thread, which serves requests, is left as it was
      expect(niceOf(String(process.pid))).toBe(0);
    },
  );

  it('reuses its worker for the next picture', async () => {
    const { text, ms } = await reader.read(await wordsPicture(['BUY TWO', 'GET ONE']));
    expect(text).toBe('BUY TWO GET ONE');
    expect(ms).toBeLessThan(15_000);
  });

  it('reads a caption over a colourful picture (the layout is found, not one block assumed)', async () => {
    const { text } = await reader.read(await captionedScene('SUMMER SALE'));
    expect(text).toContain('SUMMER SALE');
  });

  it('stops its worker once unused for idleMs (a later read starts another)', async () => {
    expect(reader.running).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(reader.running).toBe(false);
  });

  it('a file that is not a picture is refused as "corrupt", and the reader still works', async () => {
    const refused = await reader.read(Buffer.from('not a picture')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MediaError);
    expect((refused as MediaError).reason).toBe('corrupt');
  });

  it('a read over its time limit fails with "timeout", and its worker is stopped', async () => {
    const hasty = new OcrReader({ timeoutMs: 1 });
    const refused = await hasty.read(await wordsPicture(['LATE'])).catch((e: unknown) => e);
    expect((refused as MediaError).reason).toBe('timeout');
    expect(hasty.running).toBe(false);
  });

  it('with its model missing, a reader fails at once with "tool-missing" (it never downloads one)', async () => {
    const empty = sampleFolder();
    try {
      const orphan = new OcrReader({ files: { ...OCR_FILES, langPath: empty.dir } });
      const refused = await orphan.read(await wordsPicture(['HELLO'])).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(MediaError);
      expect((refused as MediaError).reason).toBe('tool-missing');
      await orphan.close();
    } finally {
      empty.remove();
    }
  });

  it('merges the grey and the colour readings: the first reading, then the new words of the others', () => {
    expect(mergeReadings([['SUMMER', 'SALE'], ['SALE', 'NOW'], []])).toBe('SUMMER SALE NOW');
  });

  it('normalises the text: one space between words, marks without letters dropped, NFKC', () => {
    expect(normaliseText('  ﬁnal\n\nSALE | —  50%\tOFF ~ \n')).toBe('final SALE 50% OFF');
  });
});
