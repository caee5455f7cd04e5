import { TextDecoder } from 'node:util';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportFileButton } from '@/components/wheel/entries/import-file-button';

beforeAll(() => {
  // jsdom leaves out TextDecoder and Blob.arrayBuffer, which every browser has.
  Object.assign(globalThis, { TextDecoder });
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
});

function setup() {
  const onImport = jest.fn();
  render(<ImportFileButton onImport={onImport} />);
  // applyAccept: false lets a test offer a file the picker would have filtered out.
  return { onImport, user: userEvent.setup({ applyAccept: false }), input: screen.getByLabelText('Import from file') };
}

const file = (text: string, name: string, type = '') => new File([text], name, { type });

describe('ImportFileButton', () => {
  it('imports a text file one entry per line', async () => {
    const { user, input, onImport } = setup();
    await user.upload(input, file('Ada\r\n\r\nGrace\n', 'names.txt', 'text/plain'));
    await waitFor(() => expect(onImport).toHaveBeenCalled());
    expect(onImport).toHaveBeenCalledWith({ fileName: 'names.txt', texts: ['Ada', 'Grace'] });
  });

  it('imports the first column of a CSV file', async () => {
    const { user, input, onImport } = setup();
    await user.upload(input, file('"Lovelace, Ada",1\r\n"Hopper, Grace",2\r\n', 'list.csv', 'text/csv'));
    await waitFor(() => expect(onImport).toHaveBeenCalled());
    expect(onImport).toHaveBeenCalledWith({ fileName: 'list.csv', texts: ['Lovelace, Ada', 'Hopper, Grace'] });
  });

  it('asks before leaving out a heading row, and leaves it out', async () => {
    const { user, input, onImport } = setup();
    await user.upload(input, file('\uFEFFName,Email\nAda,a@example.org\n', 'list.csv'));
    await user.click(await screen.findByRole('button', { name: 'Leave out heading' }));
    expect(onImport).toHaveBeenCalledWith({ fileName: 'list.csv', texts: ['Ada'], skippedHeader: 'Name' });
    expect(screen.queryByRole('button', { name: 'Leave out heading' })).not.toBeInTheDocument();
  });

  it('keeps the heading row as an entry when asked to', async () => {
    const { user, input, onImport } = setup();
    await user.upload(input, file('Name\nAda\n', 'list.csv'));
    expect(await screen.findByText('Name')).toBeInTheDocument();
    expect(onImport).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep it as an entry' }));
    expect(onImport).toHaveBeenCalledWith({ fileName: 'list.csv', texts: ['Name', 'Ada'] });
  });

  it('says so when the file is of another kind or empty', async () => {
    const { user, input, onImport } = setup();
    await user.upload(input, file('x', 'photo.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a .txt or .csv file.');
    await user.upload(input, file('\n \n', 'empty.txt'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That file holds no entries.'));
    expect(onImport).not.toHaveBeenCalled();
  });

  it('refuses a program or a picture renamed .csv or .txt, saying it is not text, and imports nothing', async () => {
    const { user, input, onImport } = setup();
    const program = new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]), 'usage: ls\n'], 'names.csv', { type: 'text/csv' });
    await user.upload(input, program);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is not text: it looks like a picture, a program or an archive. Nothing was imported; choose a list saved as .txt or .csv.',
    );
    await user.upload(input, file('Ada\n', 'names.txt'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])], 'photo.txt');
    await user.upload(input, picture);
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not text');
    // Only the text file in between reached the list.
    expect(onImport).toHaveBeenCalledTimes(1);
    expect(onImport).toHaveBeenCalledWith({ fileName: 'names.txt', texts: ['Ada'] });
  });
});
