import type { ApplicationSection, SectionField } from '@kerb/domain/contracts/application-sections';
import type { RGB } from 'pdf-lib';
import { fields, fieldsHeight, heading, note, table, type Field } from './pdf-blocks';
import type { PdfCanvas } from './pdf-canvas';

// Issue 36 §2: the PDF draws the application's sections (sections/index.ts) as the console lists them: a
// heading kept with what starts the section, then its fields, tables and notes in order.

/** One section at the cursor. */
export function drawSection(c: PdfCanvas, section: ApplicationSection, accent: RGB): void {
  const [first] = section.parts;
  heading(c, section.title, accent, first?.kind === 'fields' ? fieldsHeight(pairsOf(first.fields), first.columns) : undefined);
  for (const part of section.parts) {
    if (part.kind === 'fields') fields(c, pairsOf(part.fields), { columns: part.columns ?? 2 });
    else if (part.kind === 'table') table(c, part.columns, part.rows, part.empty);
    else if (part.kind === 'note') note(c, part.text);
    else {
      c.y -= 4;
      c.paragraph(part.text, { size: 7.8 });
    }
  }
}

const pairsOf = (given: readonly SectionField[]): Field[] => given.map((f) => [f.label, f.value]);
