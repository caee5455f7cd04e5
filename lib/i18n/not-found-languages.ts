import { LANGUAGE_FACTS, PREFIXED_LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { getMessages } from '@/lib/i18n/messages';
import { footerNav, headerNav } from '@/lib/site';

/** The shell's texts the 404 page shows, besides its navigation's. */
const NOT_FOUND_SHELL_KEYS = [
  'skipToContent',
  'mainNav',
  'footerNav',
  'footerNote',
  'language',
  'missingPageHeading',
  'missingPageText',
  'returnHome',
  'missingPostHeading',
  'missingPostText',
  'backToBlog',
] as const;

interface NotFoundLanguage {
  /** The language's tag, for <html lang>. */
  tag: string;
  /** Each English text of the 404 page that this language words differently, with its wording. */
  texts: Record<string, string>;
}

/** What the root 404 page needs to speak each prefixed language: its tag, and its texts keyed by the English ones. */
export function notFoundLanguages(): Record<string, NotFoundLanguage> {
  const english = getMessages('en');
  const keys = [...NOT_FOUND_SHELL_KEYS, ...headerNav.map(({ text }) => text), ...footerNav.map(({ text }) => text)];
  const languageOf = (lang: Lang): NotFoundLanguage => {
    const messages = getMessages(lang);
    const pairs: Array<[string, string]> = [
      [english.meta.notFoundTitle, messages.meta.notFoundTitle],
      ...keys.map((key): [string, string] => [english.shell[key], messages.shell[key]]),
    ];
    return { tag: LANGUAGE_FACTS[lang].tag, texts: Object.fromEntries(pairs.filter(([from, to]) => from !== to)) };
  };
  return Object.fromEntries(PREFIXED_LANGUAGES.map((lang) => [lang, languageOf(lang)]));
}

/**
 * A host that knows only the root 404.html answers every unknown path with it, /es/… included. This
 * script, run by that page before its first paint, reads the path's language prefix and puts the page
 * in that language: <html lang>, the title, every text (and any the page shows later, such as the
 * missing post's), the navigation's addresses under the prefix, and the current language's link.
 * React keeps the switched texts: their elements do not check their text on hydration.
 */
export function notFoundLanguageScript(languages: Record<string, NotFoundLanguage>): string {
  return `(function(all){
var m=/^\\/([a-z]{2}(?:-[a-z]{2})?)(?:\\/|$)/.exec(location.pathname),l=m&&all[m[1]];
if(!l)return;
var d=document,t=l.texts,prefix='/'+m[1],seen=new WeakSet();
function say(s){var k=s.trim();return Object.prototype.hasOwnProperty.call(t,k)?s.replace(k,t[k]):s;}
d.documentElement.lang=l.tag;
Object.keys(t).forEach(function(k){if(d.title.indexOf(k)>-1)d.title=d.title.replace(k,t[k]);});
function speak(root){
if(root.nodeType===3){root.nodeValue=say(root.nodeValue);return;}
var w=d.createTreeWalker(root,NodeFilter.SHOW_TEXT),n;
while((n=w.nextNode()))if(n.parentNode.nodeName!=='SCRIPT')n.nodeValue=say(n.nodeValue);
if(root.nodeType!==1)return;
[root].concat([].slice.call(root.querySelectorAll('*'))).forEach(function(e){
if(e.hasAttribute('aria-label'))e.setAttribute('aria-label',say(e.getAttribute('aria-label')));
var h=e.getAttribute('href');
if(e.nodeName==='A'&&h&&h.charAt(0)==='/'&&!e.hasAttribute('hreflang')&&!seen.has(e)){seen.add(e);e.setAttribute('href',h==='/'?prefix:prefix+h);}
});
var links=root.querySelectorAll('a[hreflang]'),was=root.querySelector('a[hreflang][aria-current]'),now=root.querySelector('a[hreflang="'+l.tag+'"]');
if(links.length&&was&&now&&was!==now){var c=was.className;was.className=now.className;now.className=c;was.removeAttribute('aria-current');now.setAttribute('aria-current','page');}
}
speak(d.body);
new MutationObserver(function(r){r.forEach(function(x){x.addedNodes.forEach(speak);});}).observe(d.body,{childList:true,subtree:true});
})(${JSON.stringify(languages)});`;
}
