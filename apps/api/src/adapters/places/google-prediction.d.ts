import { type Country } from '@kerb/domain';
import type { PlacePrediction } from '@kerb/domain/contracts/places';
export interface GooglePrediction {
    description: string;
    place_id: string;
    terms?: {
        value: string;
    }[];
    structured_formatting?: {
        main_text?: string;
    };
}
export declare function fromGooglePrediction(p: GooglePrediction, country: Country): PlacePrediction;
