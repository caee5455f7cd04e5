import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SideTabs } from '@/components/ui/side-tabs';

const renders: string[] = [];

function Panel({ name }: { name: string }) {
  renders.push(name);
  return <p>{name} panel</p>;
}

const tabs = [
  { value: 'one', label: 'One', content: <Panel name="One" /> },
  { value: 'two', label: 'Two', content: <Panel name="Two" /> },
  { value: 'three', label: 'Three', content: <Panel name="Three" /> },
] as const;

describe('SideTabs', () => {
  beforeEach(() => {
    renders.length = 0;
  });

  it('names the tab list and opens the default tab', () => {
    render(<SideTabs label="Test options" defaultValue="two" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Test options' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['One', 'Two', 'Three']);
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two panel');
  });

  it('renders a closed panel only when its tab is opened', async () => {
    render(<SideTabs label="Test options" defaultValue="one" tabs={tabs} />);
    expect(renders).toEqual(['One']);
    await userEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Three panel');
    expect(renders).not.toContain('Two');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<SideTabs label="Test options" defaultValue="one" tabs={tabs} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
  });
});
