import { createRequire } from 'node:module';
import path from 'node:path';
import type { OcrLine } from '@kerb/domain/ocr/read-licence';
import { OEM, PSM, createWorker, type Worker } from 'tesseract.js';
import { linesOfTsv } from './tsv';

// docs/decisions/028: tesseract.js in process, a fixed pool of long-lived workers (starting one costs about
// half a second and ~30 MB: never one per request). Workers start on first use, so an API that reads no
// licence pays nothing, and end with the app (Fastify onClose).

const require = createRequire(import.meta.url);
/** English LSTM data from the npm package @tesseract.js-data/eng: read from disk, never downloaded. */
export const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** More jobs than this waiting per worker and a new one is refused (503) rather than queued for minutes. */
export const QUEUE_PER_WORKER = 8;

export class OcrBusyError extends Error {}


/**
 * How tesseract segments the image: `block`, one uniform block of lines (a label and its value stay on one
 * line); `sparse`, as much scattered text as it can find (finds a lone letter the block reading can drop);
 * `line`, one line of text (a small spot cut out beside a label).
 */
export type Segmentation = 'block' | 'sparse' | 'line';
const PSM_OF: Record<Segmentation, PSM> = { block: PSM.SINGLE_BLOCK, sparse: PSM.SPARSE_TEXT, line: PSM.SINGLE_LINE };

export interface OcrPool {
  /** The lines tesseract reads in an image (PNG, JPEG or PGM bytes), each word with its box. */
  recognise(image: Buffer, segmentation?: Segmentation): Promise<OcrLine[]>;
  /** Workers started so far: 0 until the first reading, then the pool's size. */
  started(): number;
  close(): Promise<void>;
}

async function startWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
  // Brackets and the like are never printed on a licence; barred, the model takes the letter it
  // resembles (a bold "C" is otherwise read as "(" or "[").
  await worker.setParameters({
    user_defined_dpi: '300',
    tessedit_char_blacklist: '()[]{}<>|~=+*_^«»©€£§',
  });
  return worker;
}

export function createOcrPool(size: number): OcrPool {
  let starting: Promise<Worker[]> | null = null;
  const idle: Worker[] = [];
  const segmentationOf = new WeakMap<Worker, Segmentation>();
  const waiting: Array<(w: Worker) => void> = [];
  let closed = false;
  let startedCount = 0;

  const start = () => {
    starting ??= Promise.all(Array.from({ length: size }, startWorker)).then((workers) => {
      startedCount = workers.length;
      idle.push(...workers);
      return workers;
    }, (err: unknown) => {
      // A failed start is tried again by the next request rather than remembered.
      starting = null;
      throw err;
    });
    return starting;
  };
  const take = async (): Promise<Worker> => {
    await start();
    const free = idle.pop();
    if (free) return free;
    if (waiting.length >= size * QUEUE_PER_WORKER) throw new OcrBusyError('licence reader busy');
    return new Promise((resolve) => waiting.push(resolve));
  };
  const give = (worker: Worker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };

  return {
    async recognise(image, segmentation = 'block') {
      if (closed) throw new Error('OCR pool closed');
      const worker = await take();
      try {
        if (segmentationOf.get(worker) !== segmentation) {
          await worker.setParameters({ tessedit_pageseg_mode: PSM_OF[segmentation] });
          segmentationOf.set(worker, segmentation);
        }
        const { data } = await worker.recognize(image, {}, { text: false, tsv: true });
        return linesOfTsv(data.tsv ?? '');
      } finally {
        give(worker);
      }
    },
    started: () => startedCount,
    async close() {
      closed = true;
      if (!starting) return;
      const workers = await starting.catch(() => [] as Worker[]);
      await Promise.all(workers.map((w) => w.terminate()));
      startedCount = 0;
    },
  };
}
