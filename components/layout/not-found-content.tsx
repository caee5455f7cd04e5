import { AsButton } from '@/components/ui/as-button';
import { NotFoundSwitch } from '@/components/layout/not-found-switch';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';

/**
 * The 404 page: a missing post under /blog/, otherwise a missing page, each with a way back. Plain
 * links: every page loads this boundary, and a full load from a missing page costs nothing.
 */
export function NotFoundContent({ lang }: { lang: Lang }) {
  const t = getT(lang, 'shell');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <NotFoundSwitch
        blogPath={pathIn(lang, '/blog')}
        missingPost={
          <>
            <h1 suppressHydrationWarning className="text-3xl font-extrabold text-fg">{t('missingPostHeading')}</h1>
            <p suppressHydrationWarning className="mt-4 text-muted">{t('missingPostText')}</p>
            <AsButton size="lg" className="mt-8">
              <a href={pathIn(lang, '/blog')} suppressHydrationWarning>{t('backToBlog')}</a>
            </AsButton>
          </>
        }
        missingPage={
          <>
            <p aria-hidden="true" className="text-6xl font-black text-accent">
              404
            </p>
            <h1 suppressHydrationWarning className="mt-2 text-3xl font-extrabold text-fg">{t('missingPageHeading')}</h1>
            <p suppressHydrationWarning className="mt-4 text-muted">{t('missingPageText')}</p>
            <AsButton size="lg" className="mt-8">
              <a href={pathIn(lang, '/')} suppressHydrationWarning>{t('returnHome')}</a>
            </AsButton>
          </>
        }
      />
    </div>
  );
}
