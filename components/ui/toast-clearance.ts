/**
 * A group of controls used together (the Entries tab's field and tools):
 * when one of them is pressed, toasts keep clear of the whole group, not only
 * of that control, so the next tool the visitor reaches for is not under one.
 */
const KEEP_CLEAR_ATTRIBUTE = 'data-toasts-keep-clear';

/** Spread on the element that holds the group. */
export const keepClearOfToasts = { [KEEP_CLEAR_ATTRIBUTE]: '' };

/** The selector the toaster looks for around the control pressed. */
export const KEEP_CLEAR_SELECTOR = `[${KEEP_CLEAR_ATTRIBUTE}]`;
