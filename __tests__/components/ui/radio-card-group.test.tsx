import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioCardGroup, type RadioCardOption } from '@/components/ui/radio-card-group';

type Mode = 'classic' | 'flick' | 'hold';

const OPTIONS: readonly RadioCardOption<Mode>[] = [
  { value: 'classic', label: 'Classic', description: 'A random speed.' },
  { value: 'flick', label: 'Flick', description: 'Flick the wheel.' },
  { value: 'hold', label: 'Press and hold' },
];

function Group({ look, onChange }: { look?: 'card' | 'plain'; onChange?: (mode: Mode) => void }) {
  const [mode, setMode] = useState<Mode>('classic');
  return (
    <RadioCardGroup
      legend="Spin mode"
      look={look}
      options={OPTIONS}
      value={mode}
      onChange={(next) => {
        setMode(next);
        onChange?.(next);
      }}
    />
  );
}

describe('RadioCardGroup', () => {
  it.each(['card', 'plain'] as const)('is a radio group named by its legend, with one named radio per option (%s look)', (look) => {
    render(<Group look={look} />);
    const group = screen.getByRole('radiogroup', { name: 'Spin mode' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['classic', 'flick', 'hold']);
    expect(within(group).getByRole('radio', { name: 'Classic' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Press and hold' })).not.toBeChecked();
  });

  it('keeps a description out of the radio name and reads it as the description', () => {
    render(<Group />);
    expect(screen.getByRole('radio', { name: 'Flick' })).toHaveAccessibleDescription('Flick the wheel.');
    expect(screen.getByRole('radio', { name: 'Press and hold' })).not.toHaveAccessibleDescription();
  });

  it('chooses an option by clicking its label', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Group onChange={onChange} />);
    await user.click(screen.getByText('Press and hold'));
    expect(onChange).toHaveBeenCalledWith('hold');
    expect(screen.getByRole('radio', { name: 'Press and hold' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Classic' })).not.toBeChecked();
  });

  it('moves the choice with the arrow keys, as native radios do', async () => {
    const user = userEvent.setup();
    render(<Group />);
    await user.click(screen.getByRole('radio', { name: 'Classic' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Flick' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Flick' })).toHaveFocus();
  });

  it('gives separate groups separate names, so choosing in one leaves the other alone', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Group />
        <Group />
      </>,
    );
    const [first, second] = screen.getAllByRole('radiogroup');
    await user.click(within(first!).getByRole('radio', { name: 'Flick' }));
    expect(within(second!).getByRole('radio', { name: 'Classic' })).toBeChecked();
  });
});
