import Link from 'next/link';
import { Accordion } from '@/components/ui/accordion';
import { usageGuideSections } from '@/components/wheel/guide/usage-guide-sections';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';

/** Stands in for the link while the lead's sentence is formatted, then marks where the link goes. */
const LINK_SPOT = '\u0000';

/** The home page's usage guide: server-rendered text inside a small client accordion. */
export function UsageGuide({ lang }: { lang: Lang }) {
  const t = getT(lang, 'guide');
  const { main, extra } = usageGuideSections(lang);
  const [beforeLink, afterLink] = t('guideLead', { link: LINK_SPOT }).split(LINK_SPOT);
  return (
    <section aria-labelledby="usage-guide-heading" className="mx-auto max-w-3xl space-y-4">
      <h2 id="usage-guide-heading" className="text-2xl font-bold text-fg">
        {t('guideHeading')}
      </h2>
      <p className="text-muted">
        {beforeLink}
        <Link href={pathIn(lang, '/how-to-use')} className="font-medium text-accent underline hover:text-accent-strong">
          {t('guideLeadLink')}
        </Link>
        {afterLink}
      </p>
      <Accordion
        sections={[...main, ...extra]}
        headingLevel="h3"
        titleSize="lg"
        bodyClassName="prose max-w-none"
        defaultOpen={main.map((section) => section.id)}
      />
    </section>
  );
}
