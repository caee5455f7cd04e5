import { absoluteUrl } from '@/lib/site';

/**
 * schema.org structured data as plain objects, inlined in pages as JSON-LD.
 * Site paths go in; absolute addresses come out, as search engines expect.
 */

export type JsonLdObject = Record<string, unknown>;

export interface NamedPath {
  name: string;
  /** A site path such as "/blog", or one with a query string. */
  path: string;
}

const CONTEXT = 'https://schema.org';

/** The trail from the home page to a page: ListItems numbered from 1, each with its name and address. */
export function breadcrumbListJsonLd(trail: readonly NamedPath[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}

/** A page that lists other pages (the blog, the template gallery), in the order shown. */
export function itemListJsonLd(name: string, items: readonly NamedPath[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map(({ name: itemName, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: itemName,
      url: absoluteUrl(path),
    })),
  };
}

/** Questions with their answers, as plain text, in the order the page shows them. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
