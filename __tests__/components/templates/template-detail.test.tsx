import { render, screen } from '@testing-library/react';
import { TemplateDetail } from '@/components/templates/template-detail';
import { getTemplates, templateEntryTexts } from '@/lib/templates';
import { templateHrefFor } from '@/lib/wheel/share/template-url';

const template = getTemplates('en')[0]!;

describe('TemplateDetail', () => {
  it('shows the title as the page heading, the description and every entry', () => {
    render(<TemplateDetail template={template} />);
    expect(screen.getByRole('heading', { level: 1, name: template.title })).toBeInTheDocument();
    expect(screen.getByText(template.description)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(templateEntryTexts(template));
  });

  it('pictures the wheel with one slice per entry, named with its entries for screen readers', () => {
    render(<TemplateDetail template={template} />);
    const picture = screen.getByRole('img', { name: new RegExp(`^A wheel of ${template.entries.length} slices, ${template.title}:`) });
    expect(picture.querySelectorAll('path')).toHaveLength(template.entries.length);
  });

  it('offers the same "Use This Template" link as the gallery, and a way back to it', () => {
    render(<TemplateDetail template={template} />);
    expect(screen.getByRole('link', { name: 'Use This Template' })).toHaveAttribute('href', templateHrefFor(templateEntryTexts(template), 'en'));
    expect(screen.getByRole('link', { name: /All templates/ })).toHaveAttribute('href', '/templates');
  });
});
