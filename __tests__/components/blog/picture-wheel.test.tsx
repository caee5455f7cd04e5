import { render, screen, within } from '@testing-library/react';
import { PictureWheel } from '@/components/blog/picture-wheel';

function fruitWheel(lang: 'en' | 'de' = 'en') {
  return (
    <PictureWheel title="Fruit of the day" lang={lang}>
      <ul>
        <li>apple: Apple</li>
        <li>pear: Pear</li>
        <li>lemon: Lemon</li>
      </ul>
    </PictureWheel>
  );
}

describe('PictureWheel', () => {
  it('shows one picture of the wheel, named by its title and entries, and a legend of the entries as text', () => {
    const { container } = render(fruitWheel());
    expect(screen.getByRole('img', { name: 'A wheel of 3 slices with a drawing in each, Fruit of the day: Apple, Pear, Lemon' })).toBeInTheDocument();
    const legend = screen.getByRole('list');
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Apple', 'Pear', 'Lemon']);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container.querySelectorAll('image, use, foreignObject')).toHaveLength(0);
  });

  it("describes the wheel in the page's language", () => {
    render(fruitWheel('de'));
    expect(screen.getByRole('img', { name: /^Ein Glücksrad mit 3 Feldern.*Fruit of the day: Apple, Pear, Lemon$/ })).toBeInTheDocument();
  });

  it('draws nothing for an empty list', () => {
    const { container } = render(<PictureWheel title="Empty" lang="en" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('stops on an item naming a drawing that does not exist', () => {
    // React reports the thrown render error on the console before rethrowing it.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <PictureWheel title="Oops" lang="en">
          <ul>
            <li>dragon: Dragon</li>
          </ul>
        </PictureWheel>,
      ),
    ).toThrow(/dragon/);
    quiet.mockRestore();
  });
});
