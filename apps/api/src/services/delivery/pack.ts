import { buildApplicationPack, type ApplicationPack, type PackDeps } from '../application-pack/build-pack';

// The application pack a delivery encloses (docs/decisions/044): built at delivery time by the borrower's
// user id, so what the lender gets is the submitted application as stored when it is sent.
export type { ApplicationPack };

/** The pack of the borrower's current application, or null when none is to be enclosed. */
export type ApplicationPackBuilder = (userId: string, now: Date) => Promise<ApplicationPack | null>;

/** Kerb's own pack; a failure to make it fails the attempt, which is retried (never sent without it). */
export const kerbApplicationPack = (deps: Omit<PackDeps, 'now'>): ApplicationPackBuilder =>
  (userId, now) => buildApplicationPack({ ...deps, now }, userId);

/** No pack (tests of webhooks that enclose nothing). */
export const withoutApplicationPack: ApplicationPackBuilder = async () => null;
