import { type ApplicationPack, type PackDeps } from '../application-pack/build-pack';
export type { ApplicationPack };
/** The pack of one of the borrower's applications (the current one without an id), or null for none. */
export type ApplicationPackBuilder = (userId: string, applicationId: string | undefined, now: Date) => Promise<ApplicationPack | null>;
/** Kerb's own pack; a failure to make it fails the attempt, which is retried (never sent without it). */
export declare const kerbApplicationPack: (deps: Omit<PackDeps, "now">) => ApplicationPackBuilder;
/** No pack (tests of webhooks that enclose nothing). */
export declare const withoutApplicationPack: ApplicationPackBuilder;
