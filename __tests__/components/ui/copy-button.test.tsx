import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from '@/components/ui/copy-button';
import { notify } from '@/components/ui/notify';

jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));

const CODE = 'console.log("check");';

/** As on a page served without HTTPS: no Clipboard API at all. */
function removeClipboard() {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
}

function setExecCommand(execCommand: ((command: string) => boolean) | undefined) {
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
}

describe('CopyButton', () => {
  beforeEach(() => jest.mocked(notify).mockClear());
  afterEach(() => {
    Reflect.deleteProperty(document, 'execCommand');
    Reflect.deleteProperty(navigator, 'share');
  });

  it('copies the text and says so', async () => {
    const user = userEvent.setup();
    render(<CopyButton text={CODE} what="Code">Copy code</CopyButton>);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(CODE);
    expect(notify).toHaveBeenCalledWith({ title: 'Code Copied', description: 'Code copied to the clipboard.' });
  });

  it('calls the copied thing "Text" when the caller does not name it', async () => {
    const user = userEvent.setup();
    render(<CopyButton text={CODE}>Copy</CopyButton>);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(notify).toHaveBeenCalledWith({ title: 'Text Copied', description: 'Text copied to the clipboard.' });
  });

  it('makes the text when pressed and lets the caller say it its own way', async () => {
    const user = userEvent.setup();
    const onCopied = jest.fn();
    let latest = 'first';
    render(
      <CopyButton text={() => latest} onCopied={onCopied}>
        Copy link
      </CopyButton>,
    );
    latest = 'second';
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('second');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('falls back to selecting the text and copying the selection when the clipboard is missing', async () => {
    const user = userEvent.setup();
    removeClipboard();
    let selected = '';
    const execCommand = jest.fn(() => {
      selected = document.getSelection()?.toString() ?? '';
      return true;
    });
    setExecCommand(execCommand);
    render(<CopyButton text={CODE} what="Code">Copy code</CopyButton>);
    const button = screen.getByRole('button', { name: 'Copy code' });
    await user.click(button);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe(CODE);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Code Copied' }));
    // Nothing is left behind in the page, and focus stays on the button.
    expect(screen.queryByText(CODE)).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('tells the visitor to copy by hand when neither way works', async () => {
    const user = userEvent.setup();
    removeClipboard();
    setExecCommand(() => false);
    render(<CopyButton text={CODE} what="Code">Copy code</CopyButton>);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Copy Failed',
      description: 'Your browser did not allow copying. Select the text and copy it by hand.',
      variant: 'destructive',
    });
  });

  it('hands a refusal to the caller when it has its own way of saying so', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    const onFailed = jest.fn();
    render(
      <CopyButton text="x" onFailed={onFailed}>
        Copy link
      </CopyButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  describe('with a share sheet', () => {
    const SHARE = { title: 'Wheel spin results', label: 'Share results' };

    it('stays a copy button where the browser has no share sheet', () => {
      render(<CopyButton text="x" share={SHARE}>Copy results</CopyButton>);
      expect(screen.getByRole('button', { name: 'Copy results' })).toBeInTheDocument();
    });

    it('opens the share sheet instead of copying', async () => {
      const user = userEvent.setup();
      const share = jest.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      const onCopied = jest.fn();
      render(
        <CopyButton text="Ada" share={SHARE} onCopied={onCopied}>
          Copy results
        </CopyButton>,
      );
      await user.click(screen.getByRole('button', { name: 'Share results' }));
      expect(share).toHaveBeenCalledWith({ title: 'Wheel spin results', text: 'Ada' });
      expect(onCopied).not.toHaveBeenCalled();
    });

    it('copies when sharing fails, but not when the visitor closes the sheet', async () => {
      const user = userEvent.setup();
      const share = jest.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      const onCopied = jest.fn();
      render(
        <CopyButton text="Ada" share={SHARE} onCopied={onCopied}>
          Copy results
        </CopyButton>,
      );
      await user.click(screen.getByRole('button', { name: 'Share results' }));
      expect(onCopied).not.toHaveBeenCalled();

      share.mockImplementation(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
      await user.click(screen.getByRole('button', { name: 'Share results' }));
      expect(onCopied).toHaveBeenCalledTimes(1);
      expect(await navigator.clipboard.readText()).toBe('Ada');
    });
  });
});
