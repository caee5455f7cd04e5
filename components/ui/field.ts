/** The class list of a text field or text area, in both themes. */
export const FIELD_CLASS = 'w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-base text-fg';
