// The audits `npm test` runs after the browser tests, in order (the quick ones first).
export const audits = [
  ['JavaScript weight', 'scripts/audit/js-weight.mjs'],
  ['HTML validity', 'scripts/audit/html-validity.mjs'],
  ['Links', 'scripts/audit/links.mjs'],
  ['Lighthouse', 'scripts/audit/lighthouse.mjs'],
];
