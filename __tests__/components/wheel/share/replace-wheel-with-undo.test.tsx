import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { replaceWheelWithUndo } from '@/components/wheel/share/replace-wheel-with-undo';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { hostingStore } from '@/lib/wheel/hosting/hosting-store';
import { themeStore } from '@/lib/wheel/theme/theme-store';

const MINE: WheelEntry[] = [
  { id: 'x1', text: 'Mine', color: '#111111', visible: true },
  { id: 'x2', text: 'Hidden one', color: '#222222', visible: false },
];
const SHARED: WheelEntry[] = [{ id: 's1', text: 'Shared', color: '#ABCDEF', visible: true }];
const NEON = { wheelBackground: '#000000', textColor: '#00FF00', borderColor: '#FF00FF', pointerColor: '#00FFFF' };
const NOTICE = { title: 'Wheel opened from the link', description: 'Your previous wheel is one click away.' };

describe('replaceWheelWithUndo', () => {
  beforeAll(() => {
    // jsdom has no matchMedia; the toaster asks it about reduced motion.
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
  });
  afterEach(() => act(() => toast.remove()));
  beforeEach(() => {
    localStorage.clear();
    entriesStore.getState().replace(MINE);
    themeStore.getState().reset();
    themeStore.getState().setSound(false);
    hostingStore.getState().setTitle('My wheel');
  });

  it('puts the shared list, theme colours and title in place and keeps the visitor’s sound choice', () => {
    render(<Toaster />);
    act(() => replaceWheelWithUndo({ entries: SHARED, themeColors: NEON, title: 'Giveaway' }, NOTICE));
    expect(entriesStore.getState().entries).toEqual(SHARED);
    expect(themeStore.getState()).toMatchObject({ ...NEON, soundEnabled: false });
    expect(hostingStore.getState().title).toBe('Giveaway');
  });

  it('one Undo brings back the list, the theme and the title exactly', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    const themeBefore = { ...themeStore.getState() };
    act(() => replaceWheelWithUndo({ entries: SHARED, themeColors: NEON, title: 'Giveaway' }, NOTICE));
    expect(await screen.findByText('Wheel opened from the link')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(entriesStore.getState().entries).toEqual(MINE);
    expect(themeStore.getState()).toMatchObject({
      wheelBackground: themeBefore.wheelBackground,
      textColor: themeBefore.textColor,
      borderColor: themeBefore.borderColor,
      pointerColor: themeBefore.pointerColor,
      soundEnabled: false,
    });
    expect(hostingStore.getState().title).toBe('My wheel');
  });
});
