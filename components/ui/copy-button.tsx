'use client';

import { useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { useLang, useTexts } from '@/components/i18n/language-provider';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';

/**
 * The older way to copy, for pages served without HTTPS (a school network's
 * plain-http address), where the Clipboard API is missing: select the text in
 * the page and ask the browser to copy the selection. The text sits next to
 * the button, so it is never in the inert page behind an open modal dialog.
 */
function copyBySelection(text: string, near: Element): boolean {
  const selection = document.getSelection();
  if (!selection || typeof document.execCommand !== 'function') return false;
  const holder = document.createElement('span');
  holder.textContent = text;
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none;white-space:pre;user-select:text;-webkit-user-select:text';
  // Only the plain text goes on the clipboard, not the holder's styles.
  const plainText = (event: ClipboardEvent) => {
    event.preventDefault();
    event.clipboardData?.setData('text/plain', text);
  };
  const kept = Array.from({ length: selection.rangeCount }, (_, i) => selection.getRangeAt(i));
  near.after(holder);
  document.addEventListener('copy', plainText);
  try {
    const range = document.createRange();
    range.selectNodeContents(holder);
    selection.removeAllRanges();
    selection.addRange(range);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', plainText);
    selection.removeAllRanges();
    for (const range of kept) selection.addRange(range);
    holder.remove();
  }
}

async function copyText(text: string, near: Element): Promise<boolean> {
  try {
    // navigator.clipboard is missing outside secure contexts; the TypeError lands in the catch.
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(text, near);
  }
}

const noSubscription = () => () => {};

/** navigator.share exists on most phones and few desktops; the static HTML assumes it does not. */
function useCanShare(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

interface CopyButtonProps extends Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> {
  /** What to copy, or a function that makes it when the button is pressed. */
  text: string | (() => string);
  /** The button's text. */
  children: ReactNode;
  /** The copied thing as the toasts name it: "Code" gives "Code Copied"; without it they say "Text Copied". */
  what?: string;
  /** Says the copy worked, instead of the "{what} Copied" toast. */
  onCopied?: () => void;
  /** Says copying was refused both ways and what to do instead, instead of the "Copy Failed" toast. */
  onFailed?: () => void;
  /**
   * Where the browser has a share sheet (most phones), the button reads
   * `label` and opens the sheet with this title; closing the sheet is a
   * choice, any other failure falls back to copying.
   */
  share?: { title: string; label: ReactNode };
}

/**
 * The site's one way to put text on the clipboard: the Clipboard API, then
 * the select-and-copy fallback, and only when both are refused the failure
 * message, which should tell the visitor how to copy by hand.
 */
export function CopyButton({ text, children, what, onCopied, onFailed, share, ...buttonProps }: CopyButtonProps) {
  const canShare = useCanShare() && share !== undefined;
  const texts = useTexts('ui');
  const tag = LANGUAGE_FACTS[useLang()].tag;

  const copied =
    onCopied ??
    (async () => {
      if (what === undefined) {
        notify({ title: texts.textCopiedTitle, description: texts.textCopiedDescription });
        return;
      }
      // The message formatter arrives when first needed: a page whose start-up never fills in a
      // message (/verify) keeps it out of its first scripts.
      const { formatMessage } = await import('@/lib/i18n/format');
      notify({ title: formatMessage(texts.copiedTitle, { what }, tag), description: formatMessage(texts.copiedDescription, { what }, tag) });
    });
  const failed =
    onFailed ??
    (() =>
      notify({
        title: texts.copyFailedTitle,
        description: texts.copyFailedDescription,
        variant: 'destructive',
      }));

  const press = async (button: HTMLButtonElement) => {
    const value = typeof text === 'function' ? text() : text;
    if (canShare) {
      try {
        await navigator.share({ title: share.title, text: value });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    if (await copyText(value, button)) copied();
    else failed();
  };

  return (
    <Button {...buttonProps} onClick={(event) => void press(event.currentTarget)}>
      {canShare ? share.label : children}
    </Button>
  );
}
