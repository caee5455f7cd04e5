import { fireEvent, render, screen } from '@testing-library/react';
import { ColorInput, COLOR_INPUT_ROW, COLOR_INPUT_SETTING } from '@/components/ui/color-input';

describe('ColorInput', () => {
  it.each([
    ['#FF4757', '#ff4757'],
    ['#abc', '#aabbcc'],
    ['not a colour', '#000000'],
  ])('shows the stored colour %s in the form the picker needs (%s)', (stored, shown) => {
    render(<ColorInput className={COLOR_INPUT_SETTING} aria-label="Pointer colour" value={stored} onChange={() => {}} />);
    expect(screen.getByLabelText('Pointer colour')).toHaveValue(shown);
  });

  it('passes on the picked colour', () => {
    const onChange = jest.fn();
    render(<ColorInput className={COLOR_INPUT_ROW} aria-label="Colour of Ada" value="#FFFFFF" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Colour of Ada'), { target: { value: '#123abc' } });
    expect(onChange).toHaveBeenCalledWith('#123abc');
  });

  it('is named by a visible label when given an id', () => {
    render(
      <>
        <label htmlFor="bg">Wheel background</label>
        <ColorInput id="bg" className={COLOR_INPUT_SETTING} value="#FFFFFF" onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('Wheel background')).toHaveAttribute('type', 'color');
  });
});
