import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareDialog } from '@/components/wheel/share/share-dialog';
import { polyfillDialog } from '../../../support/dialog-polyfill';

beforeAll(polyfillDialog);

const SHORT = 'https://example.org/#w=abc';

/** The page's side of it: a button that mounts the dialog, which is open while mounted. */
function ShareButton({ makeLink }: { makeLink: () => Promise<string> }) {
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSharing(true)}>
        Share wheel
      </button>
      {sharing ? <ShareDialog makeLink={makeLink} onClose={() => setSharing(false)} /> : null}
    </>
  );
}

function setup(link: string | Error = SHORT) {
  const makeLink = jest.fn(() => (link instanceof Error ? Promise.reject(link) : Promise.resolve(link)));
  render(<ShareButton makeLink={makeLink} />);
  return { makeLink, user: userEvent.setup() };
}

describe('ShareDialog', () => {
  it('makes the link only when opened, and shows it read-only with a QR code', async () => {
    const { user, makeLink } = setup();
    expect(makeLink).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Share wheel' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this wheel' });
    expect(dialog).toBeVisible();
    const field = await screen.findByRole('textbox', { name: 'Wheel link' });
    expect(field).toHaveValue(SHORT);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('img', { name: 'QR code' })).toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Share wheel' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(SHORT);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });

  it('says the link is too long for a QR code instead of drawing one', async () => {
    setup(`https://example.org/#w=${'a'.repeat(5_000)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Share wheel' }));
    expect(await screen.findByText(/too long for a QR code/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code' })).not.toBeInTheDocument();
  });

  it('says so when the link cannot be made', async () => {
    setup(new Error('no CompressionStream'));
    await userEvent.click(screen.getByRole('button', { name: 'Share wheel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not make the link');
  });

  it('closes on Escape', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Share wheel' }));
    await screen.findByRole('textbox', { name: 'Wheel link' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
