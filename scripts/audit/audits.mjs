// The audits, in order (the quick ones first), each as [name, script, ...arguments].
// `npm run audit` runs Lighthouse five times on every kind of page in every language for
// medians; `npm test` (and so CI) runs it once a page on a few pages, which keeps the whole
// suite within its time.
export const audits = [
  ['JavaScript weight', 'scripts/audit/js-weight.mjs'],
  ['Language texts', 'scripts/audit/language-texts.mjs'],
  ['French typography', 'scripts/audit/french-typography.mjs'],
  ['HTML validity', 'scripts/audit/html-validity.mjs'],
  ['Links', 'scripts/audit/links.mjs'],
  ['Lighthouse', 'scripts/audit/lighthouse.mjs'],
];

/** The same audits with Lighthouse run once a page on a few pages (its quick run), for `npm test`. */
export const quickAudits = audits.map(([name, script]) => (name === 'Lighthouse' ? [name, script, '--runs', '1', '--quick'] : [name, script]));
