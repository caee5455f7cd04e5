import type { Metadata } from 'next';
import Link from 'next/link';
import { JsonLd } from '@/components/blog/json-ld';
import { ProsePage } from '@/components/content/prose-page';
import { Accordion } from '@/components/ui/accordion';
import { getFaq } from '@/lib/faq';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/metadata';
import { faqPageJsonLd } from '@/lib/structured-data';

export function faqMetadata(lang: Lang): Metadata {
  const faq = getFaq(lang);
  return pageMetadata({ lang, title: faq.title, description: faq.description, path: '/faq' });
}

export function FaqPage({ lang }: { lang: Lang }) {
  const faq = getFaq(lang);
  const sections = faq.items.map((item) => ({ id: item.id, title: item.question, body: <p>{item.answer}</p> }));
  const [before = '', after = ''] = faq.notFoundPrompt.split('{link}');
  return (
    <>
      <JsonLd data={faqPageJsonLd(faq.items)} />
      <ProsePage title={faq.title} intro={faq.intro}>
        <div className="not-prose">
          <Accordion sections={sections} headingLevel="h2" bodyClassName="text-muted" />
        </div>
        <p>
          {before}
          <Link href={pathIn(lang, '/contact')}>{faq.contactLink}</Link>
          {after}
        </p>
      </ProsePage>
    </>
  );
}
