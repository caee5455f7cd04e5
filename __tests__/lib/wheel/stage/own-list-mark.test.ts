import { HANDOFF_PROPERTY } from '@/lib/wheel/share/address-handoff';
import { OWN_LIST_ATTRIBUTE, OWN_LIST_MARK_SCRIPT } from '@/lib/wheel/stage/own-list-mark';

interface Setup {
  search?: string;
  hash?: string;
  stored?: Record<string, string>;
  handedOff?: boolean;
  storageThrows?: boolean;
}

/** Runs the page script against a pretend page; says whether it marked the document. */
function marks({ search = '', hash = '', stored = {}, handedOff = false, storageThrows = false }: Setup): boolean {
  const attributes = new Set<string>();
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const window = handedOff ? { [HANDOFF_PROPERTY]: { search: '', hash: '#w=abc' } } : {};
  new Function('window', 'location', 'localStorage', 'document', OWN_LIST_MARK_SCRIPT)(window, { search, hash }, localStorage, document);
  return attributes.has(OWN_LIST_ATTRIBUTE);
}

describe('OWN_LIST_MARK_SCRIPT', () => {
  it('leaves the document unmarked for a visitor with nothing stored and no link', () => {
    expect(marks({})).toBe(false);
    expect(marks({ stored: { wheelTheme: '{}' }, search: '?utm_source=mail', hash: '#wheel' })).toBe(false);
  });

  it('marks the document when a list is stored', () => {
    expect(marks({ stored: { wheelEntries: '[]' } })).toBe(true);
  });

  it('marks the document for a template link or a shared-wheel link, in the address or already handed off', () => {
    expect(marks({ search: '?template_entries=%5B%22Tea%22%5D' })).toBe(true);
    expect(marks({ hash: '#w=abc' })).toBe(true);
    expect(marks({ handedOff: true })).toBe(true);
  });

  it('leaves the document unmarked, without an error, where storage cannot be read', () => {
    expect(marks({ storageThrows: true })).toBe(false);
  });
});
