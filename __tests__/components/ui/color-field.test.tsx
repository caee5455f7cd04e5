import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorField } from '@/components/ui/color-field';

function Field({ onChange }: { onChange: (hex: string) => void }) {
  const [color, setColor] = useState('#FFD700');
  return (
    <ColorField
      label="Heads colour"
      value={color}
      onChange={(hex) => {
        setColor(hex);
        onChange(hex);
      }}
    />
  );
}

describe('ColorField', () => {
  it('names the picker by its label and the hex box "{label} hex"', () => {
    render(<Field onChange={() => {}} />);
    expect(screen.getByLabelText('Heads colour')).toHaveValue('#ffd700');
    expect(screen.getByRole('textbox', { name: 'Heads colour hex' })).toHaveValue('#FFD700');
  });

  it('applies a picked colour in upper case', () => {
    const onChange = jest.fn();
    render(<Field onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Heads colour'), { target: { value: '#12ab34' } });
    expect(onChange).toHaveBeenLastCalledWith('#12AB34');
    expect(screen.getByRole('textbox', { name: 'Heads colour hex' })).toHaveValue('#12AB34');
  });

  it('applies a typed colour as soon as it reads as one, with or without the #', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Field onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Heads colour hex' });
    await user.clear(box);
    await user.type(box, ' 0a0 ');
    expect(onChange).toHaveBeenLastCalledWith('#00AA00');
    expect(screen.getByLabelText('Heads colour')).toHaveValue('#00aa00');
  });

  it('marks a half-typed colour invalid and shows the current colour again on leaving', async () => {
    const user = userEvent.setup();
    render(<Field onChange={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Heads colour hex' });
    await user.clear(box);
    await user.type(box, '#12');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(box).toHaveValue('#FFD700');
    expect(box).not.toHaveAttribute('aria-invalid');
  });
});
