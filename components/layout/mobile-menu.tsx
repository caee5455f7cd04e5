'use client';

import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { usePathname } from 'next/navigation';
import { BrandLink } from '@/components/layout/brand-link';
import { NavLinks } from '@/components/layout/nav-links';
import { ThemeSwitchRow } from '@/components/layout/theme-switch';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useLang, useTexts } from '@/components/i18n/language-provider';
import { pathIn } from '@/lib/i18n/languages';
import { footerNav, headerNav, type NavLink } from '@/lib/site';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The slide-out menu under 768 px. A modal <dialog> makes the page behind it
 * inert and gives Escape for free; the Tab wrap below keeps focus inside it
 * rather than escaping to the browser's own toolbar.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const shell = useTexts('shell');
  const lang = useLang();
  const inLanguage = (links: readonly NavLink[]) => links.map(({ href, text }) => ({ href: pathIn(lang, href), label: shell[text] }));

  const close = useCallback(() => dialogRef.current?.close(), []);
  const open = () => dialogRef.current?.showModal();

  useEffect(close, [pathname, close]);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="md:hidden">
      <button
        ref={openerRef}
        type="button"
        onClick={open}
        aria-label={shell.openMenu}
        aria-haspopup="dialog"
        className="rounded-md p-2 text-muted hover:bg-surface-strong"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="mobile-menu-title"
        onKeyDown={trapTab}
        onClose={() => openerRef.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialogRef.current) close();
        }}
        className="mobile-menu fixed inset-y-0 left-0 m-0 h-full max-h-none w-72 max-w-[85vw] bg-surface p-0 shadow-xl"
      >
        <div className="flex h-full flex-col gap-6 p-5">
          <div className="flex items-center justify-between">
            <h2 id="mobile-menu-title" className="text-lg font-bold">
              {shell.menu}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={shell.closeMenu}
              className="rounded-md p-2 text-muted hover:bg-surface-strong"
            >
              <CloseIcon className="h-6 w-6" />
            </button>
          </div>
          <BrandLink home={pathIn(lang, '/')} onNavigate={close} />
          <nav aria-label={shell.mobileNav}>
            <NavLinks
              links={inLanguage([{ href: '/', text: 'wheel' }, { href: '/coin-flip', text: 'coinFlip' }, ...headerNav])}
              onNavigate={close}
              className="flex flex-col gap-1"
              linkClassName="block rounded-md px-3 py-3 text-base font-semibold text-fg hover:bg-surface-strong"
            />
          </nav>
          <ThemeSwitchRow />
          <nav aria-label={shell.morePages} className="mt-auto border-t border-line pt-4">
            <NavLinks
              links={inLanguage(footerNav.filter((link) => !headerNav.some((h) => h.href === link.href)))}
              onNavigate={close}
              className="flex flex-col gap-1 text-sm"
              linkClassName="block rounded-md px-3 py-2 text-subtle hover:bg-surface-strong"
            />
          </nav>
        </div>
      </dialog>
    </div>
  );
}
