/** The version of PGlite installed, which the template must have been made by. */
export declare function pgliteVersion(): string;
/** Where the template made by this PGlite version is kept. */
export declare function templateFile(version?: string): string;
/**
 * The fresh database to copy, or undefined when none was made by the installed PGlite (after an upgrade,
 * until the template is made again: PGlite's initdb then runs as before, only slower).
 */
export declare function freshDatabaseTemplate(): Blob | undefined;
