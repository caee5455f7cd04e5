/** "Who?" Questions -> "who-questions": the id a heading gets in the page and in links to it. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A slugger for one page: a repeated text gets "-1", "-2"... so that, as on
 * GitHub, three "How they work" sections link to three different anchors.
 */
export function createSlugger(): (text: string) => string {
  const taken = new Set<string>();
  return (text) => {
    const base = slugify(text) || 'section';
    let id = base;
    for (let n = 1; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
}
