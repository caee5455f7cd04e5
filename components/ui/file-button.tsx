import type { ChangeEvent, ReactNode } from 'react';
import { buttonClass, type ButtonStyle } from '@/components/ui/button';

interface FileButtonProps extends Omit<ButtonStyle, 'className'> {
  /** The visible text; it also names the file input. */
  children: ReactNode;
  /** The file picker's filter: extensions and media types. */
  accept?: string;
  /** Whether several files may be chosen at once. */
  multiple?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A button that opens the file picker: a label around a visually hidden file
 * input, so the input stays the real control (named by the label, reachable
 * by keyboard) and the focus ring the input would show is drawn around the
 * label instead.
 */
export function FileButton({ children, accept, multiple, onChange, variant, size }: FileButtonProps) {
  return (
    <label
      className={buttonClass({
        variant,
        size,
        className: 'inline-block cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
      })}
    >
      {children}
      <input type="file" accept={accept} multiple={multiple} onChange={onChange} className="sr-only" />
    </label>
  );
}
