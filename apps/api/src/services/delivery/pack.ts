// The application pack a delivery encloses (services/application-pack): built at delivery time, by the
// borrower's user id, so what the lender gets is the pack as the application stands when it is sent.
export interface ApplicationPack {
  pdf: Uint8Array;
  json: unknown;
  filename: string;
}

/** The pack of the borrower's current application, or null when there is none to make. */
export type ApplicationPackBuilder = (userId: string, now: Date) => Promise<ApplicationPack | null>;

/** Until the application pack is available: deliveries go without it (documents are still enclosed). */
export const withoutApplicationPack: ApplicationPackBuilder = async () => null;
