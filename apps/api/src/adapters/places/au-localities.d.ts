import type { Place } from './place-index';
/** "ST KILDA EAST" → "St Kilda East"; "MCKINNON" → "McKinnon"; "O'CONNOR" → "O'Connor". */
export declare function localityName(upper: string): string;
export declare function loadAuLocalities(): Place[];
