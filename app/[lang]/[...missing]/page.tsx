import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { NotFoundPage, notFoundMetadata } from '@/app/_pages/not-found-page';

// One page per language, exported as /{lang}/404.html: a static host answers any unknown path
// under the language's prefix with it (scripts/static-host.mjs does, as Cloudflare Pages does).
export const dynamicParams = false;

export function generateStaticParams(): Array<{ missing: string[] }> {
  return [{ missing: ['404'] }];
}

export async function generateMetadata({ params }: LangParams) {
  return notFoundMetadata(await languageOf(params));
}

export default async function Page({ params }: LangParams) {
  return <NotFoundPage lang={await languageOf(params)} />;
}
