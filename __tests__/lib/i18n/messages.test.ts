import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatMessage } from '@/lib/i18n/format';
import { messageArguments } from '@/lib/i18n/message-arguments';
import { LANGUAGE_FACTS, LANGUAGES, PREFIXED_LANGUAGES } from '@/lib/i18n/languages';
import { getMessages, type Namespace } from '@/lib/i18n/messages';

const english = getMessages('en');
const namespaces = Object.keys(english) as Namespace[];
const keysOf = (namespace: Namespace) => Object.keys(english[namespace]);


/** Every source file that can use a message: the app, its components and its lib, not the messages themselves. */
function sourceText(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name)) files.push(file);
    }
  };
  for (const dir of ['app', 'components', 'lib']) walk(dir);
  return files
    .filter((file) => !file.startsWith(path.join('lib', 'i18n', 'messages')))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

describe.each(LANGUAGES)('the %s messages', (lang) => {
  const messages = getMessages(lang);

  it('have every namespace and key of English, and no other', () => {
    expect(Object.keys(messages)).toEqual(namespaces);
    for (const namespace of namespaces) expect(Object.keys(messages[namespace])).toEqual(keysOf(namespace));
  });

  it('fill the same arguments as English and format without error', () => {
    for (const namespace of namespaces) {
      for (const key of keysOf(namespace)) {
        const text = (messages[namespace] as Record<string, string>)[key]!;
        const englishText = (english[namespace] as Record<string, string>)[key]!;
        expect({ key: `${namespace}.${key}`, text: text.trim() === '' ? 'empty' : 'ok' }).toEqual({ key: `${namespace}.${key}`, text: 'ok' });
        expect({ key: `${namespace}.${key}`, args: messageArguments(text) }).toEqual({ key: `${namespace}.${key}`, args: messageArguments(englishText) });
        const values = Object.fromEntries(messageArguments(text).map((name) => [name, 2]));
        expect(() => formatMessage(text, values, LANGUAGE_FACTS[lang].tag)).not.toThrow();
      }
    }
  });
});

describe.each(PREFIXED_LANGUAGES)('the %s messages, next to English', (lang) => {
  it('are written in the language: almost none is the English text', () => {
    const messages = getMessages(lang);
    const same = namespaces.flatMap((namespace) =>
      keysOf(namespace).filter((key) => (messages[namespace] as Record<string, string>)[key] === (english[namespace] as Record<string, string>)[key]),
    );
    const total = namespaces.reduce((sum, namespace) => sum + keysOf(namespace).length, 0);
    expect(same.length / total).toBeLessThan(0.05);
  });
});

describe('the English messages', () => {
  const source = sourceText();

  it('are each used by the code, by name or as a property: no key is left over', () => {
    const unused = namespaces.flatMap((namespace) =>
      keysOf(namespace)
        .filter((key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`) && !new RegExp(`\\.${key}\\b`).test(source))
        .map((key) => `${namespace}.${key}`),
    );
    expect(unused).toEqual([]);
  });
});
