import { z } from 'zod/mini';
import { DocumentCode, type DocumentCode as DocumentCodeT } from '../enums/index';
import { text } from './fields';
import { ID_MAX_LENGTH, URL_MAX_LENGTH } from './limits';

// spec 2 §3 "supportingDocs: keyed by document code, each a list of entries with id, filename, url".
export const SupportingDoc = z.strictObject({
  id: text(ID_MAX_LENGTH),
  filename: text(255),
  url: z.optional(text(URL_MAX_LENGTH)),
});
export type SupportingDoc = z.infer<typeof SupportingDoc>;

const docList = z.optional(z.array(SupportingDoc).check(z.maxLength(20)));
export const SupportingDocs = z.strictObject(
  Object.fromEntries(DocumentCode.options.map((code) => [code, docList])) as Record<DocumentCodeT, typeof docList>,
);
export type SupportingDocs = z.infer<typeof SupportingDocs>;
