// spec 1 §7: POST /api/partner/partnerConfigFromVroomCode and POST /api/partner/overwritePartnerId/email.
// The API validates requests with these schemas and the widget parses answers with them.
import { z } from 'zod/mini';
import { PublicPartnerConfig, StoreSelectorOption } from '../partner/config';

const Id = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));

// spec 1 §7 "vroomCode, storeId": the vroomCode is the partner id from the URL (/iframe/{id}).
export const PartnerConfigRequest = z.object({
  vroomCode: Id,
  storeId: z.nullish(z.string().check(z.trim(), z.maxLength(80))),
});
export type PartnerConfigRequest = z.input<typeof PartnerConfigRequest>;

/** The partner's configuration with the spec's defaults applied. When the request's storeId names one of
 * the partner's storeSelectorOptions (by its partnerId), that store comes back as selectedStore, so a
 * store's own link (…?storeId=…) starts with the store chosen and the store selector is skipped
 * (spec 2 §2 "With a store selector configured and no store chosen, the store selector shows"). */
export const PartnerConfigResponse = z.extend(PublicPartnerConfig, {
  selectedStore: z.optional(StoreSelectorOption),
  // docs/decisions/070: the ports this server answers from Kerb's sample providers (not the partner's
  // setting, so never stored); while any is listed the widget shows "Sample data" on every screen.
  sampleProviders: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20))),
});
export type PartnerConfigResponse = z.infer<typeof PartnerConfigResponse>;

// A partner's (dealer's or broker's) e-mail resolves to their overwrite id: docs/decisions/004.
export const OverwritePartnerIdRequest = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(120)), z.email('not a valid e-mail address')),
  partnerId: Id,
});
export type OverwritePartnerIdRequest = z.input<typeof OverwritePartnerIdRequest>;

export const OverwritePartnerIdResponse = z.object({ overwritePartnerId: z.string() });
export type OverwritePartnerIdResponse = z.infer<typeof OverwritePartnerIdResponse>;

// docs/decisions/067: embed.js asks whether the page it runs on may frame the partner's widget.
export const EmbeddingParams = z.object({ id: Id });
export const EmbeddingQuery = z.object({ origin: z.string().check(z.minLength(1), z.maxLength(300)) });
export const EmbeddingResponse = z.object({ partnerId: z.string(), origin: z.string(), allowed: z.boolean() });
