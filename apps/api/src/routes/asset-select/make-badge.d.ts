/** "BMW", "KTM" as they are; "Mercedes-Benz" MB, "New Age Caravans" NAC, "Toyota" T. */
export declare function badgeText(name: string): string;
export declare function makeBadgeSvg(code: string, name: string): string;
