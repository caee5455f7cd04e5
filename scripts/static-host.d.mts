// Types for the static server's plain JavaScript module (scripts run in Node without a compiler).
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function pickEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
export declare function createStaticHost(
  root: string,
  options?: { cacheDir?: string; brotliQuality?: number },
): { warm(): Promise<number>; handler(request: IncomingMessage, response: ServerResponse): Promise<void> };
/** The headers that keep an answer for `pathname` out of other pages' frames (none for the embed pages). */
export declare function framingHeaders(pathname: string): Record<string, string>;
