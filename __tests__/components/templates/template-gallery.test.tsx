import { render, screen, within } from '@testing-library/react';
import { TemplateGallery } from '@/components/templates/template-gallery';
import { getTemplates, templateEntryTexts } from '@/lib/templates';

const templates = getTemplates('en');
import { templateHrefFor } from '@/lib/wheel/share/template-url';

// In the browser the link's code arrives a moment after the page's; here it is there at once.
jest.mock('@/components/templates/late-template-link', () => ({ LateUseTemplateLink: jest.requireActual('@/components/templates/use-template-link').UseTemplateLink }));

describe('TemplateGallery', () => {
  it('shows every template as an article with its title, entries and link', () => {
    render(<TemplateGallery templates={templates} />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(7);
    articles.forEach((article, i) => {
      const template = templates[i]!;
      expect(article).toHaveAccessibleName(template.title);
      expect(within(article).getByRole('heading', { level: 2, name: template.title })).toBeInTheDocument();
      expect(within(article).getAllByRole('listitem').map((item) => item.textContent)).toEqual(template.entries.map((e) => e.text));
      expect(within(article).getByRole('link', { name: 'Use This Template' })).toHaveAttribute('href', templateHrefFor(templateEntryTexts(template), 'en'));
    });
  });

  it("links each card title to the template's own page", () => {
    render(<TemplateGallery templates={templates} />);
    for (const template of templates) {
      const heading = screen.getByRole('heading', { level: 2, name: template.title });
      expect(within(heading).getByRole('link', { name: template.title })).toHaveAttribute('href', `/templates/${template.id}`);
    }
  });

  it('shows a language\'s own templates, linked to its pages and its wheel', () => {
    render(<TemplateGallery templates={getTemplates('fr')} />);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getAllByRole('link')[0]).toHaveAttribute('href', '/fr/templates/lunch-options');
    expect(new URL(within(first).getAllByRole('link')[1]!.getAttribute('href') ?? '', 'https://x.test').pathname).toBe('/fr');
  });

  it('titles the cards with h3 under the home page heading', () => {
    render(<TemplateGallery headingLevel="h3" templates={templates} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });

  it('hides the decorative icons from screen readers', () => {
    const { container } = render(<TemplateGallery templates={templates} />);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(7);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });
});
