// Types for the French typography audit's plain JavaScript module (scripts run in Node without a compiler).
export declare function visibleText(html: string): string;
export declare function plainSpaces(text: string): string[];
