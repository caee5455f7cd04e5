import { render, screen } from '@testing-library/react';
import { ReadyWheel } from '@/components/blog/ready-wheel';
import { ENTRY_PALETTE } from '@/lib/wheel/constants';

const entries = ['Tacos', 'Veggie chili', 'Fried rice & eggs', 'Lentil soup'];

function renderWheel() {
  return render(
    <ReadyWheel title="Weeknight dinners" lang="en">
      <ul>
        {entries.map((entry) => (
          <li key={entry}>{entry === 'Tacos' ? <strong>{entry}</strong> : entry}</li>
        ))}
      </ul>
    </ReadyWheel>,
  );
}

describe('ReadyWheel', () => {
  it('shows a picture of the wheel named after its list, one slice per entry in the palette rotation', () => {
    const { container } = renderWheel();
    const picture = screen.getByRole('img', { name: /^A wheel of 4 slices, Weeknight dinners: Tacos, Veggie chili/ });
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect([...container.querySelectorAll('path')].map((p) => p.getAttribute('fill'))).toEqual(ENTRY_PALETTE.slice(0, 4));
  });

  it('links to the home page with exactly the list as the template', () => {
    renderWheel();
    const href = screen.getByRole('link', { name: 'Spin these 4 on the wheel' }).getAttribute('href') ?? '';
    const url = new URL(href, 'https://example.test');
    expect(url.pathname).toBe('/');
    expect(JSON.parse(url.searchParams.get('template_entries') ?? 'null')).toEqual(entries);
  });

  it('leads to the wheel in the post\'s language, in its words', () => {
    render(
      <ReadyWheel title="Cena" lang="it">
        <ul>
          <li>Pizza</li>
          <li>Risotto</li>
        </ul>
      </ReadyWheel>,
    );
    const link = screen.getByRole('link');
    expect(new URL(link.getAttribute('href') ?? '', 'https://example.test').pathname).toBe('/it');
    expect(link).not.toHaveTextContent('Spin these');
  });

  it('lists the entries as text under the title', () => {
    renderWheel();
    expect(screen.getByText('Weeknight dinners')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(entries);
  });

  it('renders nothing without a list', () => {
    const { container } = render(
      <ReadyWheel title="Empty" lang="en">
        Just words
      </ReadyWheel>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
