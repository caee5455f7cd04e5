import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddManyDialog, addedMessage } from '@/components/wheel/hosting/add-many-dialog';
import { polyfillDialog } from './dialog-polyfill';

beforeAll(polyfillDialog);

function setup() {
  const onAdd = jest.fn();
  render(<AddManyDialog onAdd={onAdd} />);
  return { onAdd, user: userEvent.setup() };
}

describe('AddManyDialog', () => {
  it('opens a dialog named "Add many entries" from the Add many button', async () => {
    const { user } = setup();
    expect(screen.queryByRole('dialog', { name: 'Add many entries' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add many' }));
    expect(screen.getByRole('dialog', { name: 'Add many entries' })).toBeVisible();
  });

  it('adds one entry per non-blank line, says how many first, and closes', async () => {
    const { user, onAdd } = setup();
    await user.click(screen.getByRole('button', { name: 'Add many' }));
    const box = screen.getByRole('textbox', { name: 'Entries, one per line' });
    await user.click(box);
    await user.paste('Ada\r\n\r\n  Grace \nAlan\tTuring\n');
    expect(screen.getByText('3 entries to add')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add entries' }));
    expect(onAdd).toHaveBeenCalledWith(['Ada', 'Grace', 'Alan Turing']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot add an empty list', async () => {
    const { user, onAdd } = setup();
    await user.click(screen.getByRole('button', { name: 'Add many' }));
    await user.type(screen.getByRole('textbox', { name: 'Entries, one per line' }), '   {Enter}  ');
    expect(screen.getByRole('button', { name: 'Add entries' })).toBeDisabled();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('closes on Escape and on Close without adding', async () => {
    const { user, onAdd } = setup();
    await user.click(screen.getByRole('button', { name: 'Add many' }));
    await user.type(screen.getByRole('textbox', { name: 'Entries, one per line' }), 'Ada');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add many' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });
});

describe('addedMessage', () => {
  it('counts with a thousands separator and the right plural', () => {
    expect(addedMessage(1)).toBe('Added 1 entry.');
    expect(addedMessage(10_000)).toBe('Added 10,000 entries.');
  });
});
