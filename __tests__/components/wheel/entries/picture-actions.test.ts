import { addPictureEntries, addPictureToEntry, removePictureFromEntry } from '@/components/wheel/entries/picture-actions';
import { undoLastChange } from '@/lib/wheel/history/entries-history';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { makeEntryPicture, type PictureOutcome } from '@/lib/wheel/entries/make-entry-picture';
import { MAX_PICTURES_PER_ADD } from '@/lib/wheel/entries/picture-rules';
import type { Translate } from '@/lib/i18n/messages';

jest.mock('@/lib/wheel/entries/make-entry-picture', () => ({ makeEntryPicture: jest.fn() }));

const PICTURE = 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
/** What each file gives, by its name: a picture unless named here. */
const outcomes: Record<string, PictureOutcome> = {
  'notes.txt': { problem: 'notPicture' },
  'huge.jpg': { problem: 'tooManyPixels', megapixels: 108 },
  'dance.gif': { image: PICTURE, animated: true },
};
jest.mocked(makeEntryPicture).mockImplementation((file) => Promise.resolve(outcomes[(file as File).name] ?? { image: PICTURE, animated: false }));

/** The texts as keys with their values, so what was said can be read back. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as Translate<'entries'>;
const file = (name: string) => new File(['x'], name);
const ada: WheelEntry = { id: 'a', text: 'Ada', color: '#123456', visible: true };
const entries = () => entriesStore.getState().entries;

beforeEach(() => entriesStore.getState().replace([ada]));
afterEach(() => entriesStore.getState().reset());

describe('addPictureEntries', () => {
  it('adds one entry per picture, named after its file, in one change that one undo takes out', async () => {
    const said = await addPictureEntries([file('Red apple.png'), file('pear.final.JPG'), file('.png')], t);
    expect(said).toEqual([]);
    expect(entries().map((e) => [e.text, e.image])).toEqual([
      ['Ada', undefined],
      ['Red apple', PICTURE],
      ['pear.final', PICTURE],
      ['pictureNameFallback {"number":4}', PICTURE],
    ]);
    undoLastChange();
    expect(entries()).toEqual([ada]);
  });

  it('names each refused or animated file, and adds the rest', async () => {
    const said = await addPictureEntries([file('notes.txt'), file('Cat.png'), file('huge.jpg'), file('dance.gif')], t);
    expect(said).toEqual([
      'pictureNotPicture {"fileName":"notes.txt"}',
      'pictureTooManyPixels {"fileName":"huge.jpg","max":64}',
      'pictureAnimated {"fileName":"dance.gif"}',
    ]);
    expect(entries().map((e) => e.text)).toEqual(['Ada', 'Cat', 'dance']);
  });

  it(`takes the first ${MAX_PICTURES_PER_ADD} files and names the ones left out`, async () => {
    const files = Array.from({ length: MAX_PICTURES_PER_ADD + 2 }, (_, i) => file(`p${i + 1}.png`));
    const said = await addPictureEntries(files, t);
    expect(entries()).toHaveLength(1 + MAX_PICTURES_PER_ADD);
    expect(said).toEqual([`picturesLeftOut {"max":${MAX_PICTURES_PER_ADD},"names":"p51.png, p52.png"}`]);
  });

  it('changes nothing when no file gives a picture', async () => {
    await addPictureEntries([file('notes.txt')], t);
    expect(entries()).toEqual([ada]);
  });
});

describe('addPictureToEntry and removePictureFromEntry', () => {
  it('sets an entry’s picture as a change that Undo takes back', async () => {
    await addPictureToEntry('a', 0, file('me.png'), t);
    expect(entries()[0]?.image).toBe(PICTURE);
    undoLastChange();
    expect(entries()).toEqual([ada]);
  });

  it('removes an entry’s picture as a change that Undo puts back', () => {
    entriesStore.getState().replace([{ ...ada, image: PICTURE }]);
    removePictureFromEntry('a', 0, t);
    expect(entries()[0]?.image).toBeUndefined();
    undoLastChange();
    expect(entries()[0]?.image).toBe(PICTURE);
  });

  it('leaves the entry as it was when the file gives no picture', async () => {
    await addPictureToEntry('a', 0, file('notes.txt'), t);
    expect(entries()).toEqual([ada]);
  });
});
