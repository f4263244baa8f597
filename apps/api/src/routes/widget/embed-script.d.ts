export declare function embedScript(origin: string): string;
