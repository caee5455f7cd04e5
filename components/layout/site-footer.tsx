import Link from 'next/link';
import { FOOTER_LINK_CLASS, FooterFrame } from '@/components/layout/footer-frame';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import type { Lang } from '@/lib/i18n/languages';

export function SiteFooter({ lang }: { lang: Lang }) {
  return (
    <FooterFrame
      lang={lang}
      link={(href, text) => (
        <Link href={href} className={FOOTER_LINK_CLASS}>
          {text}
        </Link>
      )}
    >
      <LanguageSwitcher />
    </FooterFrame>
  );
}
