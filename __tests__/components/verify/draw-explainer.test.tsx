import { render, screen } from '@testing-library/react';
import { DrawExplainer } from '@/components/verify/draw-explainer';
import { REFERENCE_FILE_NAME, referenceImplementation } from '@/lib/draw/reference-implementation';

describe('DrawExplainer', () => {
  it('states the details a checker needs and shows the reference implementation with its file name, to copy or download', async () => {
    render(await DrawExplainer({ lang: 'en' }));
    const page = document.body;
    for (const detail of ['big-endian', 'the 32 bytes', 'UTF-8', 'NFC', 'NFKC', 'base64url', 'without = padding', 'raw DEFLATE', 'floor(2^32 / n) × n']) {
      expect(page).toHaveTextContent(detail);
    }
    expect(screen.getByRole('heading', { name: 'Version 1' })).toBeInTheDocument();
    expect(page).toHaveTextContent("the message for the second winner's first attempt is the 13 bytes of pineapple␊1␊0, where ␊ stands for LF.");
    expect(screen.getByRole('region', { name: 'The shape of a version 2 record' }).textContent).toContain('"title": "Café giveaway",');
    expect(screen.getByRole('region', { name: `Reference implementation, ${REFERENCE_FILE_NAME}` }).textContent).toBe(referenceImplementation('en'));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Download ${REFERENCE_FILE_NAME}` })).toBeInTheDocument();
  });
});

describe('DrawExplainer on version 3', () => {
  it('explains the beacon, why the host cannot steer it, and what to check, before the cautioned version 2 steps', async () => {
    render(await DrawExplainer({ lang: 'en' }));
    const v3 = screen.getByRole('heading', { name: 'Version 3: decided by a public beacon' });
    const v2 = screen.getByRole('heading', { name: 'Version 2: a public seed from the audience' });
    expect(v3.compareDocumentPosition(v2) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const page = document.body;
    for (const point of ['drand quicknet', 'League of Entropy', 'every 3 seconds', 'neither the host nor this site can steer the result', 'the announcement was public before the round\'s time']) {
      expect(page).toHaveTextContent(point);
    }
    expect(page).not.toHaveTextContent('the host could not steer the result');
    expect(page).toHaveTextContent('It is only as fair as its public seed');
  });

  it('writes the version 3 section in every language', async () => {
    for (const lang of ['de', 'es', 'fr', 'it', 'pt-br'] as const) {
      const { unmount } = render(await DrawExplainer({ lang }));
      expect(screen.getByRole('heading', { level: 3, name: /3/ })).toHaveTextContent(/drand|3/);
      expect(document.body).toHaveTextContent('League of Entropy');
      unmount();
    }
  });
});
