import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddManyDialog } from '@/components/wheel/entries/add-many-dialog';
import { polyfillDialog } from '../../../support/dialog-polyfill';

beforeAll(polyfillDialog);

function setup() {
  const onAdd = jest.fn();
  const onClose = jest.fn();
  render(<AddManyDialog onAdd={onAdd} onClose={onClose} />);
  return { onAdd, onClose, user: userEvent.setup() };
}

describe('AddManyDialog', () => {
  it('opens as a dialog named "Add many entries" with the list box focused', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Add many entries' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Entries, one per line' })).toHaveFocus();
  });

  it('adds one entry per non-blank line, says how many first, and closes', async () => {
    const { user, onAdd, onClose } = setup();
    const box = screen.getByRole('textbox', { name: 'Entries, one per line' });
    await user.click(box);
    await user.paste('Ada\r\n\r\n  Grace \nAlan\tTuring\n');
    expect(screen.getByText('3 entries to add')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add entries' }));
    expect(onAdd).toHaveBeenCalledWith(['Ada', 'Grace', 'Alan Turing']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot add an empty list', async () => {
    const { user, onAdd } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Entries, one per line' }), '   {Enter}  ');
    expect(screen.getByRole('button', { name: 'Add entries' })).toBeDisabled();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('closes on Escape without adding', async () => {
    const { user, onAdd, onClose } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Entries, one per line' }), 'Ada');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('closes on Close without adding', async () => {
    const { user, onAdd, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAdd).not.toHaveBeenCalled();
  });

  describe('a paste of thousands of lines', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Guest ${i + 1}`).join('\n');

    it('is kept out of the box: its count and first lines show, focus is on Add entries, and every line is added with what was typed', async () => {
      const { user, onAdd } = setup();
      await user.type(screen.getByRole('textbox', { name: 'Entries, one per line' }), 'Host{Enter}');
      await user.paste(lines(2_500));
      expect(screen.queryByRole('textbox', { name: 'Entries, one per line' })).not.toBeInTheDocument();
      // Counted in a task after the paste's own.
      expect(await screen.findByRole('heading', { name: '2,501 lines pasted' })).toBeVisible();
      const preview = screen.getByRole('list', { name: 'First lines pasted' });
      expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Host', 'Guest 1', 'Guest 2', 'Guest 3', 'Guest 4']);
      expect(screen.getByText('And 2,496 more lines.')).toBeVisible();
      expect(screen.getByText('2,501 entries to add')).toBeVisible();
      const add = screen.getByRole('button', { name: 'Add entries' });
      expect(add).toHaveFocus();
      await user.keyboard('{Enter}');
      const added = onAdd.mock.calls[0]![0] as string[];
      expect(added).toHaveLength(2_501);
      expect([added[0], added[1], added.at(-1)]).toEqual(['Host', 'Guest 1', 'Guest 2500']);
    });

    it('"Clear the pasted lines" brings back an empty, focused box', async () => {
      const { user, onAdd } = setup();
      await user.click(screen.getByRole('textbox', { name: 'Entries, one per line' }));
      await user.paste(lines(3_000));
      await user.click(screen.getByRole('button', { name: 'Clear the pasted lines' }));
      const box = screen.getByRole('textbox', { name: 'Entries, one per line' });
      expect(box).toHaveValue('');
      expect(box).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Add entries' })).toBeDisabled();
      expect(onAdd).not.toHaveBeenCalled();
    });

    it('of nothing but blank lines adds nothing, and focus goes to the way back to the box', async () => {
      const { user } = setup();
      await user.click(screen.getByRole('textbox', { name: 'Entries, one per line' }));
      await user.paste(' \n'.repeat(2_500));
      await screen.findByRole('heading', { name: '2,501 lines pasted' });
      expect(screen.getByRole('button', { name: 'Add entries' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Clear the pasted lines' })).toHaveFocus();
    });

    it('a shorter paste goes into the box as typed text', async () => {
      const { user } = setup();
      await user.click(screen.getByRole('textbox', { name: 'Entries, one per line' }));
      await user.paste(lines(1_999));
      expect(screen.getByRole('textbox', { name: 'Entries, one per line' })).toHaveValue(lines(1_999));
      expect(screen.getByText('1,999 entries to add')).toBeVisible();
    });
  });
});
