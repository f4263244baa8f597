import { buildApplicationPack, type ApplicationPack, type PackDeps } from '../application-pack/build-pack';

// The application pack a delivery encloses (docs/decisions/044): built at delivery time by the borrower's
// user id and the application's id, from the copy kept at submit (docs/decisions/049), so what the lender
// gets is the application as submitted, whatever the borrower has started since.
export type { ApplicationPack };

/** The pack of one of the borrower's applications (the current one without an id), or null for none. */
export type ApplicationPackBuilder = (userId: string, applicationId: string | undefined, now: Date) => Promise<ApplicationPack | null>;

/** Kerb's own pack; a failure to make it fails the attempt, which is retried (never sent without it). */
export const kerbApplicationPack = (deps: Omit<PackDeps, 'now'>): ApplicationPackBuilder =>
  (userId, applicationId, now) => buildApplicationPack({ ...deps, now }, userId, applicationId);

/** No pack (tests of webhooks that enclose nothing). */
export const withoutApplicationPack: ApplicationPackBuilder = async () => null;
