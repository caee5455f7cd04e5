import { render, screen } from '@testing-library/react';
import { DrawExplainer } from '@/components/verify/draw-explainer';
import { REFERENCE_FILE_NAME, REFERENCE_IMPLEMENTATION } from '@/lib/draw/reference-implementation';

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
    expect(screen.getByRole('region', { name: `Reference implementation, ${REFERENCE_FILE_NAME}` }).textContent).toBe(REFERENCE_IMPLEMENTATION);
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Download ${REFERENCE_FILE_NAME}` })).toBeInTheDocument();
  });
});
