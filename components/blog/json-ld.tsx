import { serializeJsonLd } from '@/lib/blog/post-metadata';

/** Structured data for search engines, inlined in the static HTML. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
