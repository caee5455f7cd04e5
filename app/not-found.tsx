import { NotFoundPage, notFoundMetadata } from '@/app/_pages/not-found-page';
import { PlainSiteDocument } from '@/components/layout/plain-site-document';
import { notFoundLanguages, notFoundLanguageScript } from '@/lib/i18n/not-found-languages';

export const metadata = notFoundMetadata('en');

/**
 * The English 404 (404.html), for any unknown path outside a language's prefix, and for every
 * unknown path on a host that knows only this page: its script then puts it in the prefix's language.
 */
export default function NotFound() {
  return (
    <PlainSiteDocument lang="en" after={<script dangerouslySetInnerHTML={{ __html: notFoundLanguageScript(notFoundLanguages()) }} />}>
      <NotFoundPage lang="en" />
    </PlainSiteDocument>
  );
}
