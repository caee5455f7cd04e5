import { render, screen } from '@testing-library/react';
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
});
