import { plainSpaces, visibleText } from '@/scripts/audit/french-typography.mjs';

describe('the French typography audit', () => {
  it('finds a plain space before : ; ! ? or inside « » in the text a visitor reads', () => {
    const html = '<html><head><title>Aide ?</title></head><body><p>Prêt\u202F? « Oui »</p></body></html>';
    expect(plainSpaces(visibleText(html))).toEqual([expect.stringContaining('Aide ?'), expect.stringContaining('« Oui'), expect.stringContaining('Oui »')]);
  });

  it('reads no code, script, tag or passage in another language', () => {
    const html =
      '<body><code>a ? b</code><script>x = a ? b : c</script><a href="/x?y" title="a ?">lien</a><q lang="en">Ready ?</q><p>Fin\u202F!</p></body>';
    expect(plainSpaces(visibleText(html))).toEqual([]);
  });
});
