import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileButton } from '@/components/ui/file-button';

describe('FileButton', () => {
  it('is a file input named by its text, reachable by keyboard, that hands over the chosen file', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn((event: { currentTarget: HTMLInputElement }) => event.currentTarget.files?.[0]?.name);
    render(
      <FileButton accept=".txt" onChange={onChange}>
        Import from file
      </FileButton>,
    );
    const input = screen.getByLabelText('Import from file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.txt');
    await user.tab();
    expect(input).toHaveFocus();
    await user.upload(input, new File(['Ada'], 'names.txt', { type: 'text/plain' }));
    expect(onChange).toHaveReturnedWith('names.txt');
  });
});
