import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeTab } from '@/components/wheel/theme/theme-tab';
import { themeStore } from '@/lib/wheel/theme/theme-store';
import { DEFAULT_THEME } from '@/lib/wheel/theme/theme';

function colors() {
  const { wheelBackground, textColor, borderColor, pointerColor } = themeStore.getState();
  return { wheelBackground, textColor, borderColor, pointerColor };
}

describe('ThemeTab', () => {
  beforeEach(() => {
    themeStore.setState(DEFAULT_THEME);
  });

  it('applies the Dark quick theme and keeps sound switched off', async () => {
    themeStore.setState({ soundEnabled: false });
    render(<ThemeTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(colors()).toEqual({ wheelBackground: '#2C3E50', textColor: '#FFFFFF', borderColor: '#34495E', pointerColor: '#E74C3C' });
    expect(themeStore.getState().soundEnabled).toBe(false);
  });

  it('marks the quick theme matching the current colours as pressed', async () => {
    render(<ThemeTab />);
    expect(screen.getByRole('button', { name: 'Classic' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Neon' }));
    expect(screen.getByRole('button', { name: 'Neon' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Classic' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows each theme colour in a named colour input, in the lower-case form the input needs', () => {
    render(<ThemeTab />);
    expect(screen.getByLabelText('Wheel background')).toHaveValue('#ffffff');
    expect(screen.getByLabelText('Text colour')).toHaveValue('#000000');
    expect(screen.getByLabelText('Border colour')).toHaveValue('#cccccc');
    expect(screen.getByLabelText('Pointer colour')).toHaveValue('#ff4757');
  });

  it('stores a colour picked in a colour input', () => {
    render(<ThemeTab />);
    fireEvent.change(screen.getByLabelText('Pointer colour'), { target: { value: '#123456' } });
    expect(themeStore.getState().pointerColor).toBe('#123456');
  });

  it('applies a swatch to the wheel background by default', async () => {
    render(<ThemeTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Use colour #1E90FF' }));
    expect(themeStore.getState().wheelBackground).toBe('#1E90FF');
    expect(screen.getByRole('button', { name: 'Use colour #1E90FF' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies a swatch to the target chosen under "Apply swatches to"', async () => {
    render(<ThemeTab />);
    const targets = screen.getByRole('radiogroup', { name: 'Apply swatches to' });
    await userEvent.click(within(targets).getByRole('radio', { name: 'Border' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use colour #2ED573' }));
    expect(themeStore.getState().borderColor).toBe('#2ED573');
    expect(themeStore.getState().wheelBackground).toBe(DEFAULT_THEME.wheelBackground);
  });

  it('marks the swatch matching the chosen target colour', async () => {
    render(<ThemeTab />);
    expect(screen.getByRole('button', { name: 'Use colour #FFFFFF' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Pointer' }));
    expect(screen.getByRole('button', { name: 'Use colour #FF4757' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Use colour #FFFFFF' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers all 16 swatches', () => {
    render(<ThemeTab />);
    expect(screen.getAllByRole('button', { name: /^Use colour #[0-9A-F]{6}$/ })).toHaveLength(16);
  });

  it('toggles sound effects with the switch', async () => {
    render(<ThemeTab />);
    const sound = screen.getByRole('switch', { name: 'Sound effects' });
    expect(sound).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(sound);
    expect(themeStore.getState().soundEnabled).toBe(false);
    expect(sound).toHaveAttribute('aria-checked', 'false');
  });
});
