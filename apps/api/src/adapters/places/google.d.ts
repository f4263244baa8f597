import { type Places } from './port';
export interface GooglePlacesOptions {
    key: string;
    /** https://maps.googleapis.com, or a stand-in in tests. */
    baseUrl: string;
    timeoutMs: number;
}
export declare function createGooglePlaces(options: GooglePlacesOptions): Places;
