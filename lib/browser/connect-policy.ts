/**
 * Whether the page's own Content-Security-Policy lets it fetch from every one
 * of `origins`. The site writes its policy into each exported page as a meta
 * tag, and a page reached by following a link inside the site keeps the policy
 * of the page first loaded: a page that did not allow the origins then must be
 * loaded afresh before it can reach them. A page with no policy (the
 * development server) may.
 */
export function pageMayConnectTo(origins: readonly string[], doc: Document = document): boolean {
  const metas = doc.querySelectorAll<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy" i]');
  return [...metas].every((meta) => {
    const directives = meta.content.split(';').map((directive) => directive.trim().split(/\s+/));
    const connect = directives.find(([name]) => name === 'connect-src') ?? directives.find(([name]) => name === 'default-src');
    if (!connect) return true;
    const sources = connect.slice(1);
    return origins.every((origin) => sources.includes(origin) || sources.includes('*'));
  });
}
