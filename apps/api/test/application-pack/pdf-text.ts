import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

// Reads a PDF back as a reader would find it: pdf-lib parses the file (its cross-reference table, objects and
// page tree), each page's content streams are inflated, and the strings its text operators (Tj) show are
// decoded from WinAnsi, the standard fonts' encoding. One string per line, pages in order.

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—',
};
const winAnsi = (bytes: number[]) => bytes.map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join('');

function streamText(bytes: Uint8Array): string[] {
  const content = Buffer.from(bytes).toString('latin1');
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => winAnsi(m[1]!.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? []));
}

export interface PdfText {
  pageCount: number;
  /** Each page's text, one shown string a line. */
  pages: string[];
  title: string | undefined;
}

export async function readPdfText(pdf: Uint8Array): Promise<PdfText> {
  const doc = await PDFDocument.load(pdf);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return refs.flatMap((ref) => {
      const stream = doc.context.lookup(ref as PDFRef);
      return stream instanceof PDFRawStream ? streamText(decodePDFRawStream(stream).decode()) : [];
    }).join('\n');
  });
  return { pageCount: doc.getPageCount(), pages, title: doc.getTitle() };
}
