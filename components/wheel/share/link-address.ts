import { HANDOFF_PROPERTY, takeLinkAddressPart, type LinkAddress } from '@/lib/wheel/share/address-handoff';

/** The opening link's query or fragment, whether the page script moved it out of the address or not. */
export function linkAddressPart(part: keyof LinkAddress): string {
  const holder = window as Window & { [HANDOFF_PROPERTY]?: Partial<LinkAddress> };
  return takeLinkAddressPart(holder, window.location, part);
}

/** The opening link's query or fragment as {@link linkAddressPart} will give it, without taking it. */
export function peekLinkAddressPart(part: keyof LinkAddress): string {
  const holder = window as Window & { [HANDOFF_PROPERTY]?: Partial<LinkAddress> };
  return holder[HANDOFF_PROPERTY]?.[part] ?? window.location[part];
}
