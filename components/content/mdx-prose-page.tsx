import { PageMdx } from '@/components/content/page-mdx';
import { ProsePage } from '@/components/content/prose-page';
import type { Page } from '@/lib/pages/page';
import type { Lang } from '@/lib/i18n/languages';

/** A text page from content/pages: its front matter gives the h1 and lead line, its MDX the body. */
export function MdxProsePage({ page, lang }: { page: Page; lang: Lang }) {
  return (
    <ProsePage title={page.title} intro={page.intro}>
      <PageMdx source={page.body} lang={lang} />
    </ProsePage>
  );
}
