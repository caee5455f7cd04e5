import { renderHook } from '@testing-library/react';
import { useSpinShortcut } from '@/components/wheel/spin/use-spin-shortcut';

function press(init: KeyboardEventInit, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('useSpinShortcut', () => {
  it('spins on Ctrl+Enter and Cmd+Enter wherever the focus is, and keeps the key from doing anything else', () => {
    const spin = jest.fn();
    renderHook(() => useSpinShortcut(spin));
    const field = document.body.appendChild(document.createElement('input'));
    const event = press({ key: 'Enter', ctrlKey: true }, field);
    press({ key: 'Enter', metaKey: true });
    expect(spin).toHaveBeenCalledTimes(2);
    expect(event.defaultPrevented).toBe(true);
    field.remove();
  });

  it('leaves plain Enter, a held-down repeat and a key another control already handled alone', () => {
    const spin = jest.fn();
    renderHook(() => useSpinShortcut(spin));
    press({ key: 'Enter' });
    press({ key: 'Enter', ctrlKey: true, repeat: true });
    const handled = document.body.appendChild(document.createElement('button'));
    handled.addEventListener('keydown', (event) => event.preventDefault());
    press({ key: 'Enter', ctrlKey: true }, handled);
    expect(spin).not.toHaveBeenCalled();
    handled.remove();
  });

  it('calls the newest spin function and stops listening when unmounted', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ spin }) => useSpinShortcut(spin), { initialProps: { spin: first } });
    rerender({ spin: second });
    press({ key: 'Enter', ctrlKey: true });
    unmount();
    press({ key: 'Enter', ctrlKey: true });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
