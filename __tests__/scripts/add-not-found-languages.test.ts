import { notFoundLanguages } from '@/lib/i18n/not-found-languages';
import { notFoundLanguageScript, withNotFoundLanguages } from '@/scripts/add-not-found-languages.mjs';
import { getMessages } from '@/lib/i18n/messages';

const en = getMessages('en');
const es = getMessages('es');

/** The root 404 page's frame in English, as the export writes it (the parts the script switches). */
function englishNotFoundPage(): void {
  document.documentElement.lang = 'en';
  document.title = `${en.meta.notFoundTitle} | SpinFair`;
  document.body.innerHTML = `
    <a href="#main-content">${en.shell.skipToContent}</a>
    <nav aria-label="${en.shell.mainNav}"><a href="/about">${en.shell.about}</a></nav>
    <main><h1>${en.shell.missingPageHeading}</h1><a href="/">${en.shell.returnHome}</a></main>
    <nav aria-label="${en.shell.language}">
      <a href="/" hreflang="en" aria-current="page" class="current">English</a>
      <a href="/es" hreflang="es" class="other">Español</a>
    </nav>`;
}

function runScript(): void {
  new Function(notFoundLanguageScript(notFoundLanguages()))();
}

describe('the root 404 page in the language of the path', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('speaks Spanish under /es/: lang, title, texts, names, addresses and the current language', async () => {
    window.history.replaceState(null, '', '/es/no-such-page');
    englishNotFoundPage();
    runScript();
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe(`${es.meta.notFoundTitle} | SpinFair`);
    expect(document.querySelector('h1')).toHaveTextContent(es.shell.missingPageHeading);
    expect(document.querySelector('a[href="#main-content"]')).toHaveTextContent(es.shell.skipToContent);
    expect(document.querySelector('nav')).toHaveAttribute('aria-label', es.shell.mainNav);
    expect(document.querySelector('main a')).toHaveAttribute('href', '/es');
    expect(document.querySelector('nav a')).toHaveAttribute('href', '/es/about');
    expect(document.querySelector('a[hreflang="es"]')).toHaveAttribute('aria-current', 'page');
    expect(document.querySelector('a[hreflang="en"]')).not.toHaveAttribute('aria-current');
    expect(document.querySelector('a[hreflang="en"]')).toHaveAttribute('href', '/');

    // A text the page shows later (the missing post's) is switched too.
    const later = document.createElement('p');
    later.textContent = en.shell.missingPostText;
    document.querySelector('main')!.append(later);
    // The page's observer answers as soon as the current task's promises settle.
    await Promise.resolve();
    expect(later).toHaveTextContent(es.shell.missingPostText);
  });

  it('stays English outside a language prefix', () => {
    window.history.replaceState(null, '', '/no-such-page');
    englishNotFoundPage();
    runScript();
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('h1')).toHaveTextContent(en.shell.missingPageHeading);
    expect(document.querySelector('main a')).toHaveAttribute('href', '/');
  });
});

describe('withNotFoundLanguages', () => {
  it('puts the script right after the footer, so it runs once the frame is parsed, and replaces it when run again', () => {
    const page = '<html><body><main>x</main><footer>y</footer><script>self.__next_f=1</script></body></html>';
    const once = withNotFoundLanguages(page, notFoundLanguages());
    expect(once).toMatch(/<\/footer><script data-not-found-languages="">\(function\(all\)[\s\S]*<\/script><script>self.__next_f=1/);
    expect(withNotFoundLanguages(once, notFoundLanguages())).toBe(once);
  });
});
