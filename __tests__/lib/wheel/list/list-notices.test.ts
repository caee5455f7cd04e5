import {
  addedMessage,
  addedNotice,
  clearedNotice,
  duplicatesNotice,
  importedNotice,
  shuffledNotice,
  sortedNotice,
} from '@/lib/wheel/list/list-notices';

describe('addedMessage', () => {
  it('counts with a thousands separator and the right plural', () => {
    expect(addedMessage(1)).toBe('Added 1 entry.');
    expect(addedMessage(10_000)).toBe('Added 10,000 entries.');
    expect(addedNotice(3).title).toBe('Added 3 entries.');
  });
});

describe('importedNotice', () => {
  it('says the file was added to the end of the list, naming the file', () => {
    expect(importedNotice(2, 'names.txt')).toEqual({
      title: 'Imported 2 entries.',
      description: 'Added to the end of the list from names.txt.',
    });
  });

  it('names a heading that was left out', () => {
    expect(importedNotice(1, 'list.csv', 'Name').description).toBe('Added to the end of the list from list.csv. The heading “Name” was left out.');
  });
});

describe('duplicatesNotice', () => {
  it('says how many were removed', () => {
    expect(duplicatesNotice(1).title).toBe('Removed 1 duplicate entry.');
    expect(duplicatesNotice(1_200).title).toBe('Removed 1,200 duplicate entries.');
  });

  it('says so when there were none', () => {
    expect(duplicatesNotice(0).title).toBe('No duplicate entries.');
  });
});

describe('list tool notices', () => {
  it('count the entries they moved or removed', () => {
    expect(shuffledNotice(4).description).toBe('4 entries in a new random order.');
    expect(sortedNotice(1).description).toBe('1 entry, numbers in number order.');
    expect(clearedNotice(10_000).description).toBe('10,000 entries removed.');
  });
});
