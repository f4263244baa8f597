import type { ApplicationDocument } from '@kerb/domain/contracts/application-pack';
import { rgb, type PDFPage } from 'pdf-lib';
import { formatMoment, formatMoney } from './format';
import {
  A4, CONTENT_WIDTH, hexColour, MARGIN, MUTED, PdfCanvas, tint, writable, type Fonts, type PageFrame,
} from './pdf-canvas';
import { drawSection } from './pdf-sections';
import { applicationSections, fullName, phone } from './sections/index';

// The application pack's PDF (docs/decisions/044), drawn from the JSON document so the two always say the same:
// a first-page header with the partner's name and the reference, a summary of the four facts a lender looks
// for first, then the sections; every page numbered, later pages headed with the reference.

export interface PdfBranding {
  /** The partner's primary colour (#rrggbb) for rules and section marks; Kerb's when it has none. */
  accent?: string;
  /** A white-labelled partner's pack does not name Kerb (UI.md "a Kerb mark only when not white-labelled"). */
  whiteLabel?: boolean;
}

const KERB_ACCENT = '#0b3d91';

function frame(d: ApplicationDocument, branding: PdfBranding): PageFrame {
  const prepared = `${branding.whiteLabel ? 'Prepared' : 'Prepared by Kerb'} ${formatMoment(d.generatedAt, d.country)}${d.sample ? '  ·  Sample data' : ''}`;
  return {
    continuationHeader(page: PDFPage, fonts: Fonts) {
      const y = A4.height - MARGIN.top + 4;
      page.drawText(writable(fonts.regular, `${d.partner.name}  ·  Finance application`), { x: MARGIN.left, y, size: 8, font: fonts.regular, color: MUTED });
      const ref = `Reference ${d.reference}`;
      page.drawText(ref, { x: A4.width - MARGIN.right - fonts.regular.widthOfTextAtSize(ref, 8), y, size: 8, font: fonts.regular, color: MUTED });
      page.drawLine({ start: { x: MARGIN.left, y: y - 8 }, end: { x: A4.width - MARGIN.right, y: y - 8 }, thickness: 0.6, color: tint(MUTED, 0.3) });
      return y - 14;
    },
    footer(page: PDFPage, fonts: Fonts, pageNumber: number, pageCount: number) {
      const y = 30;
      page.drawLine({ start: { x: MARGIN.left, y: y + 12 }, end: { x: A4.width - MARGIN.right, y: y + 12 }, thickness: 0.6, color: tint(MUTED, 0.3) });
      page.drawText(prepared, { x: MARGIN.left, y, size: 7.5, font: fonts.regular, color: MUTED });
      const label = `Page ${pageNumber} of ${pageCount}`;
      page.drawText(label, { x: A4.width - MARGIN.right - fonts.regular.widthOfTextAtSize(label, 7.5), y, size: 7.5, font: fonts.regular, color: MUTED });
    },
  };
}

function firstPageHeader(c: PdfCanvas, d: ApplicationDocument, accent: ReturnType<typeof hexColour>): void {
  const top = A4.height - MARGIN.top;
  const right = A4.width - MARGIN.right;
  c.text(d.partner.name, MARGIN.left, top - 14, { size: 17, bold: true });
  c.text('Finance application', MARGIN.left, top - 32, { size: 10.5, color: MUTED });
  const contact = [phone(d.partner.phone), d.partner.email].filter(Boolean).join('  ·  ');
  if (contact) c.text(contact, MARGIN.left, top - 46, { size: 8, color: MUTED });
  c.textRight('APPLICATION REFERENCE', right, top - 6, { size: 6.5, bold: true, color: MUTED });
  c.textRight(d.reference, right, top - 17, { size: 8.5 });
  c.textRight(d.submittedAt ? 'SUBMITTED' : 'NOT YET SUBMITTED', right, top - 32, { size: 6.5, bold: true, color: MUTED });
  c.textRight(formatMoment(d.submittedAt ?? d.generatedAt, d.country), right, top - 43, { size: 8.5 });
  c.rule(top - 58, { color: accent, thickness: 2 });
  c.y = top - 58;
  if (d.sample) sampleNotice(c, d.sample);
}

// Dark enough on white for the contrast body text needs.
const SAMPLE_RED = rgb(0.66, 0.12, 0.12);

/** docs/decisions/070: what came from Kerb's sample providers is said before anything else is read. */
function sampleNotice(c: PdfCanvas, ports: readonly string[]): void {
  c.y -= 12;
  c.paragraph(`SAMPLE DATA. Parts of this application come from sample providers, not real ones: ${ports.join(', ')}.`, { size: 8.5, color: SAMPLE_RED });
}

/** The four facts a lender looks for first, in a tinted panel. */
function summary(c: PdfCanvas, d: ApplicationDocument, accent: ReturnType<typeof hexColour>): void {
  const { offer } = d;
  // [label, value, note under it, share of the width]: names get the room, figures are short.
  const cells: Array<[string, string, string | undefined, number]> = [
    ['APPLICANT', fullName(d) || 'Not given', undefined, 0.29],
    ['LENDER', d.lender.lenderName, undefined, 0.29],
    ['REPAYMENT', offer ? formatMoney(offer.repaymentAmount, d.country, 2) : 'To be confirmed', offer?.repaymentFrequency.toLowerCase(), 0.2],
    ['AMOUNT FINANCED', offer ? formatMoney(offer.financeTotal, d.country, 2) : '-', offer ? `over ${offer.loanTerm} year${offer.loanTerm === 1 ? '' : 's'}` : undefined, 0.22],
  ];
  const height = 62;
  c.y -= 16;
  c.box(MARGIN.left, c.y - height, CONTENT_WIDTH, height, tint(accent, 0.07));
  let x = MARGIN.left + 14;
  for (const [label, value, sub, share] of cells) {
    const width = share * CONTENT_WIDTH - 16;
    c.text(label, x, c.y - 18, { size: 6.5, bold: true, color: MUTED });
    // A long name shrinks to fit its cell rather than being cut: one line down to 10.5 points, then two lines
    // down to 8.
    let size = 13;
    let lines = c.lines(value, width, { size, bold: true });
    while (size > 8 && (lines.length > 2 || (lines.length === 2 && size > 10.5))) {
      size -= 0.5;
      lines = c.lines(value, width, { size, bold: true });
    }
    const [first = '', second] = lines;
    c.text(first, x, c.y - 35, { size, bold: true });
    if (second) c.text(second, x, c.y - 35 - size * 1.2, { size, bold: true });
    else if (sub) c.text(sub, x, c.y - 50, { size: 8, color: MUTED });
    x += share * CONTENT_WIDTH;
  }
  c.y -= height + 4;
}

/** The PDF of an application document, as bytes. */
export async function applicationPdf(d: ApplicationDocument, branding: PdfBranding = {}): Promise<Uint8Array> {
  const accent = hexColour(branding.accent ?? KERB_ACCENT);
  const c = await PdfCanvas.create(frame(d, branding), {
    title: `Finance application ${d.reference}`,
    author: d.partner.name,
  });
  firstPageHeader(c, d, accent);
  summary(c, d, accent);
  for (const section of applicationSections(d)) drawSection(c, section, accent);
  c.y -= 14;
  c.paragraph(
    `This application was prepared from the details the applicant entered and confirmed. The offer is indicative, `
    + `quoted on the loan above, and subject to ${d.lender.lenderName}'s assessment and approval. Amounts in `
    + `${d.country === 'NZ' ? 'New Zealand' : 'Australian'} dollars.`,
    { size: 7.8 },
  );
  return c.finish();
}
