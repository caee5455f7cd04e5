import type { Metadata } from 'next';
import Link from 'next/link';
import { JsonLd } from '@/components/blog/json-ld';
import { ProsePage } from '@/components/content/prose-page';
import { Accordion } from '@/components/ui/accordion';
import { faqItems } from '@/lib/faq';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { faqPageJsonLd } from '@/lib/structured-data';

export const metadata: Metadata = pageMetadata({
  title: 'Frequently Asked Questions',
  description:
    'Answers to common SpinFair questions: adding and removing choices, how fair the wheel is, using it on phones, and how to get in touch with us.',
  path: '/faq',
});

const FAQ_SECTIONS = faqItems.map((item) => ({ id: item.id, title: item.question, body: <p>{item.answer}</p> }));

export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqPageJsonLd(faqItems)} />
      <ProsePage
        title="Frequently Asked Questions"
        intro={`Quick answers to the questions people ask most about ${site.name}. Select a question to show its answer.`}
      >
        <div className="not-prose">
          <Accordion sections={FAQ_SECTIONS} headingLevel="h2" bodyClassName="text-muted" />
        </div>
        <p>
          Didn&apos;t find what you were looking for? <Link href="/contact">Contact us</Link> and we&apos;ll be happy to
          help.
        </p>
      </ProsePage>
    </>
  );
}
