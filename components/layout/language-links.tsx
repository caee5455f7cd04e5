import { LANGUAGE_FACTS, LANGUAGES, type Lang } from '@/lib/i18n/languages';

interface LanguageLinksProps {
  /** "Language", in the page's language. */
  label: string;
  current: Lang;
  /** Where each language's link leads. */
  hrefOf: (lang: Lang) => string;
  onChoose?: (lang: Lang) => void;
}

/** Every language by its own name, in a navigation named "Language" in the page's language. */
export function LanguageLinks({ label, current, hrefOf, onChoose }: LanguageLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {LANGUAGES.map((lang) => {
          const { tag, ownName } = LANGUAGE_FACTS[lang];
          return (
            <li key={lang}>
              <a
                href={hrefOf(lang)}
                hrefLang={tag}
                lang={tag}
                aria-current={lang === current ? 'page' : undefined}
                onClick={onChoose ? () => onChoose(lang) : undefined}
                className={lang === current ? 'font-semibold text-fg' : 'rounded text-muted underline-offset-4 hover:text-fg hover:underline'}
              >
                {ownName}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
