import { NotFoundPage, notFoundMetadata } from '@/app/_pages/not-found-page';
import { PlainSiteDocument } from '@/components/layout/plain-site-document';

export const metadata = notFoundMetadata('en');

/** The English 404, for any unknown path outside a language's prefix (404.html). */
export default function NotFound() {
  return (
    <PlainSiteDocument lang="en">
      <NotFoundPage lang="en" />
    </PlainSiteDocument>
  );
}
