import { render, screen } from '@testing-library/react';
import { lazyComponent } from '@/components/ui/lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyComponent', () => {
  it('fetches nothing until it renders or is preloaded, then renders with its props, showing nothing meanwhile', async () => {
    const importer = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(importer);
    expect(importer).not.toHaveBeenCalled();
    // A boundary of its own: what is around it stays on screen while the code arrives.
    render(
      <div>
        <p>Around</p>
        <LazyGreeting name="Ada" />
      </div>,
    );
    expect(screen.getByText('Around')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('shares a preload (pointer or focus on the opener) with the render that follows', async () => {
    const importer = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(importer);
    LazyGreeting.preload();
    LazyGreeting.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    render(<LazyGreeting name="Grace" />);
    expect(await screen.findByText('Hello, Grace')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed preload', async () => {
    const importer = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(Greeting);
    const LazyGreeting = lazyComponent(importer);
    LazyGreeting.preload();
    await Promise.resolve();
    await Promise.resolve();
    render(<LazyGreeting name="Linus" />);
    expect(await screen.findByText('Hello, Linus')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('shows preloaded code in the very render that mounts it, never an empty moment first', async () => {
    const LazyGreeting = lazyComponent(() => Promise.resolve(Greeting));
    LazyGreeting.preload();
    await Promise.resolve();
    await Promise.resolve();
    render(<LazyGreeting name="Katherine" />);
    // Synchronously: no waiting for the code or for React to reveal suspended content.
    expect(screen.getByText('Hello, Katherine')).toBeInTheDocument();
  });
});
