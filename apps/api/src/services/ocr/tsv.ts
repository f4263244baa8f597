import type { OcrLine } from '@kerb/domain/ocr/read-licence';

// tesseract's TSV output (one row per page, block, paragraph, line and word: level, page, block, paragraph,
// line and word numbers, left, top, width, height, confidence, text) as the lines of words with boxes the
// licence reader takes (issue 33 §2: "tesseract.js gives each word's box and height"). TSV rather than
// tesseract.js's block tree: the tree carries every symbol and its alternatives, many times the data.

const WORD_LEVEL = '5';

export function linesOfTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine & { words: Array<OcrLine['words'][number]> }>();
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells[0] !== WORD_LEVEL || cells.length < 12) continue;
    const text = cells.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, width, height] = cells.slice(6, 10).map(Number) as [number, number, number, number];
    const id = cells.slice(1, 5).join('.');
    const line = lines.get(id) ?? { words: [] };
    line.words.push({ text, box: { left, top, width, height } });
    lines.set(id, line);
  }
  return [...lines.values()];
}
