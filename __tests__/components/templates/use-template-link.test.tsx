import { fireEvent, render, screen } from '@testing-library/react';
import { UseTemplateLink } from '@/components/templates/use-template-link';
import { getTemplates, templateEntryTexts } from '@/lib/templates';
import { templateHrefFor } from '@/lib/wheel/share/template-url';

const template = getTemplates('en')[0]!;
const FAILURE = 'Sorry, there was an error loading this template.';
const link = <UseTemplateLink template={template} label="Use This Template" failure={FAILURE} />;

describe('UseTemplateLink', () => {
  let alert: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('is a link to the home page carrying the entries', () => {
    render(link);
    expect(screen.getByRole('link', { name: 'Use This Template' })).toHaveAttribute('href', templateHrefFor(templateEntryTexts(template), 'en'));
  });

  it('alerts "Sorry, there was an error loading this template." when the address cannot be prepared', () => {
    render(link);
    jest.spyOn(JSON, 'stringify').mockImplementation(() => {
      throw new TypeError('cyclic');
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByRole('link', { name: 'Use This Template' }), click);
    expect(alert).toHaveBeenCalledWith(FAILURE);
    expect(click.defaultPrevented).toBe(true);
    expect(error).toHaveBeenCalled();
  });

  it('leaves modified clicks (new tab, new window) to the browser', () => {
    render(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    // jsdom cannot open tabs; stop the default action after React has seen the event.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent(screen.getByRole('link', { name: 'Use This Template' }), click);
    expect(alert).not.toHaveBeenCalled();
  });
});
