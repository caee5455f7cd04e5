// Types for the root 404 page's build step (scripts run in Node without a compiler).
import type { NotFoundLanguage } from '../lib/i18n/not-found-languages';

export declare function notFoundLanguageScript(languages: Record<string, NotFoundLanguage>): string;
export declare function withNotFoundLanguages(html: string, languages: Record<string, NotFoundLanguage>): string;
