import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyComponent', () => {
  it('fetches nothing until it renders or is preloaded, then renders with its props', async () => {
    const importer = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(importer);
    expect(importer).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('shares a preload (pointer or focus on the opener) with the render that follows', async () => {
    const importer = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(importer, { ssr: false });
    LazyGreeting.preload();
    LazyGreeting.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    // With ssr: false it has a boundary of its own: nothing shows until the code is here.
    render(<LazyGreeting name="Grace" />);
    expect(await screen.findByText('Hello, Grace')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed preload', async () => {
    const importer = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(Greeting);
    const LazyGreeting = lazyComponent(importer, { ssr: false });
    LazyGreeting.preload();
    await Promise.resolve();
    await Promise.resolve();
    render(<LazyGreeting name="Linus" />);
    expect(await screen.findByText('Hello, Linus')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
