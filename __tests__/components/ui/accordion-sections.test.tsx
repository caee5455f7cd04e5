import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccordionSections as Accordion } from '@/components/ui/accordion-sections';

const SECTIONS = [
  { id: 'add', title: 'Adding entries', body: <p>Type a name and press Enter.</p> },
  { id: 'spin', title: 'Spinning', body: <p>Press the spin button.</p> },
  { id: 'privacy', title: 'Privacy', body: <p>Nothing leaves your browser.</p> },
];

describe('Accordion', () => {
  it('puts each title button inside a heading of the given level', () => {
    render(<Accordion sections={SECTIONS} headingLevel="h3" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Adding entries', 'Spinning', 'Privacy']);
    expect(screen.getByRole('heading', { level: 3, name: 'Spinning' })).toContainElement(screen.getByRole('button', { name: 'Spinning' }));
  });

  it('opens the given sections on load and keeps the closed ones in the page, hidden', () => {
    render(<Accordion sections={SECTIONS} headingLevel="h2" defaultOpen={['add', 'spin']} />);
    expect(screen.getByRole('button', { name: 'Adding entries' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Privacy' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Press the spin button.')).toBeVisible();
    expect(screen.getByText('Nothing leaves your browser.')).not.toBeVisible();
  });

  it('opens and closes a section from its title, any number at once', async () => {
    const user = userEvent.setup();
    render(<Accordion sections={SECTIONS} headingLevel="h2" defaultOpen={['add']} />);
    await user.click(screen.getByRole('button', { name: 'Privacy' }));
    expect(screen.getByText('Nothing leaves your browser.')).toBeVisible();
    expect(screen.getByText('Type a name and press Enter.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Adding entries' }));
    expect(screen.getByRole('button', { name: 'Adding entries' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Type a name and press Enter.')).not.toBeVisible();
  });

  it('labels each open section by its title', () => {
    render(<Accordion sections={SECTIONS} headingLevel="h2" defaultOpen={['spin']} />);
    expect(screen.getByRole('region', { name: 'Spinning' })).toHaveTextContent('Press the spin button.');
  });
});
