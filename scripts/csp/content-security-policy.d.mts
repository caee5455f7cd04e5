// Types for the build step's plain JavaScript module (scripts run in Node without a compiler).
export declare function inlineScriptHashes(html: string): string[];
export declare function reachesTheBeacon(pageFile: string): boolean;
export declare function contentSecurityPolicy(scriptHashes: readonly string[], options?: { beacon?: boolean }): string;
export declare function withContentSecurityPolicy(html: string, options?: { beacon?: boolean }): string;
