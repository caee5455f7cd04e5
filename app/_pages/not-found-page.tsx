import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';

export function notFoundMetadata(lang: Lang): Metadata {
  const t = getT(lang, 'meta');
  return { title: t('notFoundTitle'), description: t('notFoundDescription'), robots: { index: false } };
}

export function NotFoundPage({ lang }: { lang: Lang }) {
  return <NotFoundContent lang={lang} />;
}
