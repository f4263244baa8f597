import type { RGB } from 'pdf-lib';
import { CONTENT_WIDTH, HAIRLINE, INK, MARGIN, MUTED, PANEL, type PdfCanvas } from './pdf-canvas';

// The pack's building blocks at the cursor: section headings, label/value grids and tables. Each keeps
// together what belongs together (a heading with its first row, a table's header with its rows).

/** A label and its value; pairs without a value are left out, so the pack lists what was given. */
export type Field = readonly [label: string, value: string | undefined];

const LABEL = 7.8;
const VALUE = 9;
const LEADING = 11.5;
const ROW_PAD = 7;
const COLUMN_GAP = 22;
const HEADING_HEIGHT = 30;

/** A section's title; it starts a new page unless `keepWith` points of what follows fit under it (at most 240). */
export function heading(c: PdfCanvas, title: string, accent: RGB, keepWith = 30): void {
  c.ensure(HEADING_HEIGHT + Math.min(keepWith, 240));
  c.y -= 22;
  c.box(MARGIN.left, c.y - 1.5, 3, 12, accent);
  c.text(title, MARGIN.left + 10, c.y, { size: 11, bold: true });
  c.y -= 8;
}

/** A short line under a heading (e.g. "None declared"). */
export function note(c: PdfCanvas, text: string): void {
  c.ensure(18);
  c.y -= 15;
  c.text(text, MARGIN.left, c.y + 3, { size: VALUE, color: MUTED });
  c.rule(c.y - 3);
  c.y -= 3;
}

const isGiven = (p: Field): p is readonly [string, string] => p[1] !== undefined && p[1] !== '';

/** About the height `fields` will take (one line a row), so a short block is kept with its heading. */
export const fieldsHeight = (pairs: readonly Field[], columns: 1 | 2 = 2) =>
  Math.max(1, Math.ceil(pairs.filter(isGiven).length / columns)) * (LEADING + ROW_PAD);

/** Label/value pairs, two to a row (one with `columns: 1`); values wrap within their column. */
export function fields(c: PdfCanvas, pairs: readonly Field[], { columns = 2 as 1 | 2, labelWidth = 96 } = {}): void {
  const given = pairs.filter(isGiven);
  if (given.length === 0) return note(c, 'Not provided');
  const columnWidth = columns === 2 ? (CONTENT_WIDTH - COLUMN_GAP) / 2 : CONTENT_WIDTH;
  const valueWidth = columnWidth - labelWidth - 6;
  for (let i = 0; i < given.length; i += columns) {
    const row = given.slice(i, i + columns).map(([label, value]) => ({
      label: c.lines(label, labelWidth - 4, { size: LABEL }),
      value: c.lines(value, valueWidth, { size: VALUE }),
    }));
    const height = Math.max(...row.map((cell) => Math.max(cell.label.length, cell.value.length))) * LEADING + ROW_PAD;
    c.ensure(height);
    const top = c.y;
    row.forEach((cell, col) => {
      const x = MARGIN.left + col * (columnWidth + COLUMN_GAP);
      cell.label.forEach((line, n) => c.text(line, x, top - 12 - n * LEADING, { size: LABEL, color: MUTED }));
      cell.value.forEach((line, n) => c.text(line, x + labelWidth, top - 12 - n * LEADING, { size: VALUE }));
      c.rule(top - height, { x, width: columnWidth });
    });
    c.y = top - height;
  }
}

export interface Column {
  header: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

function tableHeader(c: PdfCanvas, columns: readonly Column[]): void {
  c.ensure(20);
  c.box(MARGIN.left, c.y - 18, CONTENT_WIDTH, 18, PANEL);
  let x = MARGIN.left;
  for (const col of columns) {
    const w = col.width * CONTENT_WIDTH;
    if (col.align === 'right') c.textRight(col.header.toUpperCase(), x + w - 6, c.y - 12, { size: 6.8, bold: true, color: MUTED });
    else c.text(col.header.toUpperCase(), x + 6, c.y - 12, { size: 6.8, bold: true, color: MUTED });
    x += w;
  }
  c.y -= 18;
}

/** A table with a header row, repeated on a new page; cells wrap. */
export function table(c: PdfCanvas, columns: readonly Column[], rows: readonly (readonly string[])[], empty = 'None declared'): void {
  if (rows.length === 0) return note(c, empty);
  c.y -= 6;
  c.ensure(20 + LEADING + ROW_PAD);
  tableHeader(c, columns);
  for (const row of rows) {
    const cells = row.map((value, i) => c.lines(value, columns[i]!.width * CONTENT_WIDTH - 12, { size: VALUE }));
    const height = Math.max(...cells.map((lines) => lines.length)) * LEADING + ROW_PAD;
    if (c.y - height < MARGIN.bottom) {
      c.ensure(height + 20);
      tableHeader(c, columns);
    }
    let x = MARGIN.left;
    cells.forEach((lines, i) => {
      const col = columns[i]!;
      const w = col.width * CONTENT_WIDTH;
      lines.forEach((line, n) => {
        const y = c.y - 12 - n * LEADING;
        if (col.align === 'right') c.textRight(line, x + w - 6, y, { size: VALUE, color: INK });
        else c.text(line, x + 6, y, { size: VALUE });
      });
      x += w;
    });
    c.y -= height;
    c.rule(c.y, { color: HAIRLINE });
  }
}
