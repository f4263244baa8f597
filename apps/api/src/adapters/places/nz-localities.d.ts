import type { Place } from './place-index';
export declare function loadNzLocalities(): Place[];
