// Which addresses are the embedded wheel's pages, in plain JavaScript so that the static host
// (scripts/static-host.mjs), which lets only these pages be framed by other sites, reads the
// same rule as the site, which shows them without its header and footer.
import { PREFIXED_LANGUAGES } from '../../i18n/language-list.mjs';

const EMBED_SEGMENT = 'embed';

/**
 * Whether a path is the embedded wheel's page in some language (`/embed`, `/es/embed`), or one of
 * its files as exported (`/embed.html`, `/embed.txt`, `/embed/...`).
 * @param {string} pathname
 * @returns {boolean}
 */
export function isEmbedPath(pathname) {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  const named = (segment) => segment !== undefined && segment.replace(/\.(html|txt)$/, '') === EMBED_SEGMENT;
  if (named(first)) return true;
  return PREFIXED_LANGUAGES.includes(/** @type {never} */ (first)) && named(second);
}
