import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanel } from '@/components/wheel/side-panel';

const PANELS = { inputs: <p>Entries panel</p>, 'spin-settings': <p>Spin panel</p>, customize: <p>Theme panel</p>, results: <p>Results panel</p> };

describe('SidePanel', () => {
  it('names the tab list and its four tabs, with Entries open on load', () => {
    render(<SidePanel panels={PANELS} />);
    expect(screen.getByRole('tablist', { name: 'Wheel settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Entries', 'Spin', 'Theme', 'Results']);
    expect(screen.getByRole('tab', { name: 'Entries' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Entries panel')).toBeVisible();
  });

  it('opens a tab’s panel when the tab is chosen', async () => {
    render(<SidePanel panels={PANELS} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Results' }));
    expect(screen.getByText('Results panel')).toBeVisible();
  });
});
