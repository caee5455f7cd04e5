import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PanelBoundary } from '@/components/layout/panel-boundary';

function Failing({ error }: { error: Error }): never {
  throw error;
}

// React renders a failing component twice before giving up, so the panel fails until the visitor asks again.
const flaky = { failing: true };
function Flaky() {
  if (flaky.failing) throw new Error('panel failed');
  return <p>Panel content</p>;
}

describe('PanelBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('offers a reload, and says the entries are safe, when a panel script is gone after a deploy', () => {
    const gone = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    render(
      <>
        <p>The wheel</p>
        <PanelBoundary>
          <Failing error={gone} />
        </PanelBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('SpinFair has been updated');
    expect(screen.getByRole('alert')).toHaveTextContent('Your entries and settings are saved on this device');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    // Trying again cannot bring back a file the host no longer has.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByText('The wheel')).toBeInTheDocument();
  });

  it('lets the visitor try a panel again after an ordinary failure', async () => {
    render(
      <PanelBoundary>
        <Flaky />
      </PanelBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    flaky.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Panel content')).toBeInTheDocument();
  });

  it('does not promise the entries are saved once storage has refused them this visit', () => {
    jest.isolateModules(() => {
      const { noteUnsaved } = jest.requireActual('@/lib/persist/unsaved') as typeof import('@/lib/persist/unsaved');
      const { PanelBoundary: Boundary } = jest.requireActual('@/components/layout/panel-boundary') as typeof import('@/components/layout/panel-boundary');
      noteUnsaved();
      render(
        <Boundary>
          <Failing error={new Error('panel failed')} />
        </Boundary>,
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This browser is not saving your latest changes, so a reload would lose them');
    expect(screen.getByRole('alert')).not.toHaveTextContent('saved on this device');
  });
});
