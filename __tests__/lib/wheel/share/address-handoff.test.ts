import { ADDRESS_HANDOFF_SCRIPT, HANDOFF_PROPERTY, takeLinkAddressPart, type LinkAddress } from '@/lib/wheel/share/address-handoff';

/** Runs the page script against a pretend window; returns what it left behind and the address shown. */
function runScript(address: { pathname: string; search: string; hash: string }) {
  const win: Record<string, unknown> = {};
  const shown: string[] = [];
  const history = { state: { kept: true }, replaceState: (_state: unknown, _title: string, url: string) => shown.push(url) };
  new Function('window', 'location', 'history', ADDRESS_HANDOFF_SCRIPT)(win, address, history);
  return { handed: win[HANDOFF_PROPERTY] as LinkAddress | undefined, shown };
}

describe('ADDRESS_HANDOFF_SCRIPT', () => {
  it('moves a template link out of the address, showing the bare path', () => {
    const search = `?template_entries=${encodeURIComponent(JSON.stringify(['Tea', 'Coffee']))}`;
    const { handed, shown } = runScript({ pathname: '/', search, hash: '' });
    expect(handed).toEqual({ search, hash: '' });
    expect(shown).toEqual(['/']);
  });

  it('moves a shared-wheel fragment out of the address', () => {
    const { handed, shown } = runScript({ pathname: '/', search: '', hash: '#w=abc' });
    expect(handed).toEqual({ search: '', hash: '#w=abc' });
    expect(shown).toEqual(['/']);
  });

  it('leaves any other address alone', () => {
    const { handed, shown } = runScript({ pathname: '/', search: '?utm_source=mail', hash: '#wheel' });
    expect(handed).toBeUndefined();
    expect(shown).toEqual([]);
  });
});

describe('takeLinkAddressPart', () => {
  const live: LinkAddress = { search: '', hash: '' };

  it('gives the handed-off part once, then the live address', () => {
    const holder = { [HANDOFF_PROPERTY]: { search: '?template_entries=%5B%5D', hash: '#w=abc' } };
    expect(takeLinkAddressPart(holder, live, 'search')).toBe('?template_entries=%5B%5D');
    expect(takeLinkAddressPart(holder, { search: '?later', hash: '' }, 'search')).toBe('?later');
    expect(takeLinkAddressPart(holder, live, 'hash')).toBe('#w=abc');
    expect(takeLinkAddressPart(holder, { search: '', hash: '#w=pasted' }, 'hash')).toBe('#w=pasted');
  });

  it('reads the live address when nothing was handed off', () => {
    expect(takeLinkAddressPart({}, { search: '?template_entries=%5B%5D', hash: '#w=x' }, 'search')).toBe('?template_entries=%5B%5D');
  });
});
