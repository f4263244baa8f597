export declare function getRegisterJson(url: URL, headers: Record<string, string>, timeoutMs: number, register: string): Promise<unknown>;
/** "2000-02-01T00:00:00+13:00" or "2000-02-01" → "2000-02-01"; anything else null. */
export declare const dateOnly: (value: string | null | undefined) => string | null;
