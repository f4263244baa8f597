import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

// A small page-flow layer over pdf-lib for the application pack: A4 pages with a running header and footer,
// a cursor that breaks to a new page before anything that would not fit, wrapped text, label/value grids and
// tables. Standard PDF fonts only (Helvetica, built into every reader): nothing is downloaded or embedded.

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { left: 48, right: 48, top: 44, bottom: 58 } as const;
export const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;

export const INK = rgb(0.06, 0.09, 0.16);
export const MUTED = rgb(0.39, 0.45, 0.55);
export const HAIRLINE = rgb(0.89, 0.91, 0.94);
export const PANEL = rgb(0.97, 0.98, 0.99);

export interface Fonts { regular: PDFFont; bold: PDFFont }

/** "#0b3d91" → a pdf-lib colour; the brand's colour marks rules and bars, never body text. */
export function hexColour(hex: string): RGB {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** A colour mixed with white: `amount` 0 is white, 1 the colour. */
export const tint = (c: RGB, amount: number): RGB =>
  rgb(1 - (1 - c.red) * amount, 1 - (1 - c.green) * amount, 1 - (1 - c.blue) * amount);

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * Text the standard fonts can write (WinAnsi, about Latin-1): letters with marks they lack lose the marks
 * ("Nguyễn" → "Nguyen"), anything else becomes "?". The JSON document keeps every value exactly.
 */
export function writable(font: PDFFont, text: string): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  let out = '';
  for (const ch of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    if (known.has(ch.codePointAt(0)!)) out += ch;
    else {
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare && [...bare].every((c) => known.has(c.codePointAt(0)!)) ? bare : '?';
    }
  }
  return out;
}

/** Lines of at most `width` points; a word longer than a line (an e-mail, an id) is cut where it must be. */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) { line = next; continue; }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export interface PageFrame {
  /** Draws the running header of a page after the first; returns where the content starts. */
  continuationHeader(page: PDFPage, fonts: Fonts): number;
  /** Draws the footer once every page exists, knowing the page count. */
  footer(page: PDFPage, fonts: Fonts, pageNumber: number, pageCount: number): void;
}

/** The page flow: a cursor `y` (from the bottom, as PDF counts) on the current page. */
export class PdfCanvas {
  page!: PDFPage;
  y = 0;

  private constructor(readonly pdf: PDFDocument, readonly fonts: Fonts, private readonly frame: PageFrame) {}

  static async create(frame: PageFrame, meta: { title: string; author: string }): Promise<PdfCanvas> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(meta.title);
    pdf.setAuthor(meta.author);
    pdf.setCreator('Kerb');
    pdf.setProducer('Kerb');
    const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
    const canvas = new PdfCanvas(pdf, fonts, frame);
    canvas.page = pdf.addPage([A4.width, A4.height]);
    canvas.y = A4.height - MARGIN.top;
    return canvas;
  }

  /** Starts a new page when fewer than `height` points are left above the footer. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN.bottom) return;
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = this.frame.continuationHeader(this.page, this.fonts);
  }

  text(value: string, x: number, y: number, { size = 9, bold = false, color = INK, page = this.page } = {}): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    page.drawText(writable(font, value), { x, y, size, font, color });
  }

  /** Text ending at `right` (figures in a column). */
  textRight(value: string, right: number, y: number, options: { size?: number; bold?: boolean; color?: RGB; page?: PDFPage } = {}): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const safe = writable(font, value);
    this.text(safe, right - font.widthOfTextAtSize(safe, options.size ?? 9), y, options);
  }

  lines(value: string, width: number, { size = 9, bold = false } = {}): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    return wrap(font, size, writable(font, value), width);
  }

  rule(y: number, { x = MARGIN.left as number, width = CONTENT_WIDTH, color = HAIRLINE, thickness = 0.6, page = this.page } = {}): void {
    page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness, color });
  }

  box(x: number, y: number, width: number, height: number, color: RGB): void {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  /** A paragraph at the cursor, breaking pages between lines. */
  paragraph(value: string, { size = 8.5, color = MUTED, width = CONTENT_WIDTH, x = MARGIN.left as number, leading = 1.35 } = {}): void {
    for (const line of this.lines(value, width, { size })) {
      this.ensure(size * leading);
      this.y -= size * leading;
      this.text(line, x, this.y + size * 0.25, { size, color });
    }
  }

  async finish(): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    pages.forEach((page, i) => this.frame.footer(page, this.fonts, i + 1, pages.length));
    return this.pdf.save();
  }
}
