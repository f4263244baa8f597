export declare function foldPlaceText(text: string): string;
/** The name as it goes into a place id: "Geelong West" → "geelong-west". */
export declare const placeSlug: (name: string) => string;
