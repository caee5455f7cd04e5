import { act, render, screen } from '@testing-library/react';
import { PicturesNote } from '@/components/wheel/draw/pictures-note';
import { entriesStore } from '@/lib/wheel/entries/entries-store';

const entry = (id: string, image?: string) => ({ id, text: `Entry ${id}`, color: '#112233', visible: true, ...(image ? { image } : {}) });

describe('PicturesNote', () => {
  afterEach(() => entriesStore.setState({ entries: [] }));

  it('says pictures are not part of the record while the list has one, and nothing otherwise', () => {
    entriesStore.setState({ entries: [entry('a'), entry('b')] });
    render(<PicturesNote />);
    expect(screen.queryByText(/Pictures are not part of the draw’s record/)).not.toBeInTheDocument();
    act(() => entriesStore.setState({ entries: [entry('a'), entry('b', 'data:image/png;base64,AAAA')] }));
    expect(screen.getByText('Pictures are not part of the draw’s record: it commits to the entries’ texts only.')).toBeInTheDocument();
    act(() => entriesStore.setState({ entries: [entry('a')] }));
    expect(screen.queryByText(/Pictures are not part of/)).not.toBeInTheDocument();
  });
});
