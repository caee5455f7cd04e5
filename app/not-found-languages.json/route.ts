import { notFoundLanguages } from '@/lib/i18n/not-found-languages';

// Written once at build time to out/not-found-languages.json, where scripts/add-not-found-languages.mjs
// reads it into the root 404 page, then removes it: no page fetches it.
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(notFoundLanguages());
}
