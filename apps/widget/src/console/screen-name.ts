/** A screen's id as a dealer reads it ("VEHICLE_DETAILS" → "Vehicle details"), in the funnel and a lead's timeline. */
export const screenName = (id: string) => id.charAt(0) + id.slice(1).toLowerCase().replaceAll('_', ' ');
