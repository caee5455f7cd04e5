// Types for the build step's plain JavaScript module (scripts run in Node without a compiler).
export declare function inlineScriptHashes(html: string): string[];
export declare function contentSecurityPolicy(scriptHashes: readonly string[]): string;
export declare function withContentSecurityPolicy(html: string): string;
