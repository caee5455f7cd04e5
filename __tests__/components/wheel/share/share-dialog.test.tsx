import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareDialog } from '@/components/wheel/share/share-dialog';
import type { ShareLink } from '@/lib/wheel/share/share-link';
import { polyfillDialog } from '../../../support/dialog-polyfill';

beforeAll(polyfillDialog);

const SHORT = 'https://example.org/#w=abc';

/** The page's side of it: a button that mounts the dialog, which is open while mounted. */
function ShareButton({ makeLink }: { makeLink: () => Promise<ShareLink> }) {
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSharing(true)}>
        Share wheel
      </button>
      {sharing ? <ShareDialog makeLink={makeLink} wheelTitle={'Lunch <&> "picks"'} onClose={() => setSharing(false)} /> : null}
    </>
  );
}

function setup(link: string | Error = SHORT, imagesLeftOut = false) {
  const makeLink = jest.fn(() => (link instanceof Error ? Promise.reject(link) : Promise.resolve({ link, imagesLeftOut })));
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

  it('says in one line when the pictures were left out of the link, and not otherwise', async () => {
    setup(SHORT, true);
    await userEvent.click(screen.getByRole('button', { name: 'Share wheel' }));
    expect(await screen.findByText(/pictures are not in this link/)).toHaveTextContent('256 kB');
  });

  it('offers the embed code of the same wheel on the embed page, with a title and a size', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Share wheel' }));
    const field = await screen.findByRole('textbox', { name: 'Embed code' });
    expect(field).toHaveAttribute('readonly');
    const frame = new DOMParser().parseFromString(String((field as HTMLTextAreaElement).value), 'text/html').querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://example.org/embed#w=abc');
    expect(frame?.getAttribute('title')).toBe('Wheel: Lunch <&> "picks"');
    expect(frame?.getAttribute('width')).toMatch(/^\d+$/);
    expect(frame?.getAttribute('height')).toMatch(/^\d+$/);
    expect(frame?.hasAttribute('sandbox')).toBe(false);
    expect(screen.queryByText(/pictures are not in this link/)).not.toBeInTheDocument();
  });

  it('puts the transparent background in the embed code when asked, and copies that code', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Share wheel' }));
    await user.click(await screen.findByRole('checkbox', { name: /Transparent background/ }));
    const field = screen.getByRole('textbox', { name: 'Embed code' });
    expect((field as HTMLTextAreaElement).value).toContain('src="https://example.org/embed#w=abc&amp;bg=transparent"');
    await user.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(await navigator.clipboard.readText()).toBe((field as HTMLTextAreaElement).value);
    expect(screen.getByText('Embed code copied.')).toBeInTheDocument();
  });
});
