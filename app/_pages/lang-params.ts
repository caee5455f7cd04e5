import { notFound } from 'next/navigation';
import { isLang, type Lang } from '@/lib/i18n/languages';

/** The params of every page under app/[lang]. */
export interface LangParams {
  params: Promise<{ lang: string }>;
}

export async function languageOf(params: LangParams['params']): Promise<Lang> {
  const { lang } = await params;
  if (!isLang(lang) || lang === 'en') notFound();
  return lang;
}
