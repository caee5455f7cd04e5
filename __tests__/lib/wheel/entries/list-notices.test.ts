import { formatMessage } from '@/lib/i18n/format';
import { en } from '@/lib/i18n/messages/en';
import {
  addedNotice,
  clearedNotice,
  duplicatesNotice,
  importedNotice,
  shuffledNotice,
  sortedNotice,
  type PhraseListNotice,
} from '@/lib/wheel/entries/list-notices';

/** The English page's phrasing. */
const t: PhraseListNotice = (key, values) => formatMessage(en.entries[key], values, 'en');

describe('addedNotice', () => {
  it('counts with a thousands separator and the right plural', () => {
    expect(addedNotice(1, t).title).toBe('Added 1 entry.');
    expect(addedNotice(10_000, t).title).toBe('Added 10,000 entries.');
    expect(addedNotice(3, t)).toEqual({ title: 'Added 3 entries.', description: 'They are at the end of the list.' });
  });
});

describe('importedNotice', () => {
  it('says the file was added to the end of the list, naming the file', () => {
    expect(importedNotice(2, 'names.txt', undefined, t)).toEqual({
      title: 'Imported 2 entries.',
      description: 'Added to the end of the list from names.txt.',
    });
  });

  it('names a heading that was left out', () => {
    expect(importedNotice(1, 'list.csv', 'Name', t)).toEqual({
      title: 'Imported 1 entry.',
      description: 'Added to the end of the list from list.csv. The heading “Name” was left out.',
    });
  });

  it('keeps a file name or heading as it is, whatever characters it has', () => {
    expect(importedNotice(1, '#1 {list}.csv', '# {Name}', t).description).toBe(
      'Added to the end of the list from #1 {list}.csv. The heading “# {Name}” was left out.',
    );
  });
});

describe('duplicatesNotice', () => {
  it('says how many were removed', () => {
    expect(duplicatesNotice(1, t)).toEqual({ title: 'Removed 1 duplicate entry.', description: 'The first of each was kept.' });
    expect(duplicatesNotice(1_200, t).title).toBe('Removed 1,200 duplicate entries.');
  });

  it('says so when there were none', () => {
    expect(duplicatesNotice(0, t)).toEqual({
      title: 'No duplicate entries.',
      description: 'Every entry is already different; nothing was removed.',
    });
  });
});

describe('list tool notices', () => {
  it('count the entries they moved or removed', () => {
    expect(shuffledNotice(4, t)).toEqual({ title: 'Entries shuffled.', description: '4 entries in a new random order.' });
    expect(sortedNotice(1, t)).toEqual({ title: 'Entries sorted A to Z.', description: '1 entry, numbers in number order.' });
    expect(clearedNotice(10_000, t)).toEqual({ title: 'Cleared all entries.', description: '10,000 entries removed.' });
  });
});
