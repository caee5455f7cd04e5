'use client';

import { useEffect, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { notify } from '@/components/ui/notify';
import { announcementLink, verificationLink } from '@/lib/draw/link';
import type { HostRecord } from '@/lib/draw/host-draw';
import type { Announcement } from '@/lib/draw/record';
import type { AnnouncementV3 } from '@/lib/draw/record-v3';

type Linked = { kind: 'record'; value: HostRecord } | { kind: 'announcement'; value: Announcement | AnnouncementV3 };

// One packing per record or announcement (a deflate of up to megabytes): the ended-draw block, its row
// among past draws and the Results tab's link all ask for the same one.
const packed = new WeakMap<object, Promise<string>>();

/** The `/verify#r=…` or `/verify#a=…` path of a record or announcement, packed once. */
export function drawLinkPath({ kind, value }: Linked): Promise<string> {
  let path = packed.get(value);
  if (!path) {
    path = kind === 'record' ? verificationLink(value) : announcementLink(value);
    packed.set(value, path);
    // A failure is not kept: the next ask packs again.
    path.catch(() => packed.delete(value));
  }
  return path;
}

/** The full /verify link of a record or an announcement, once it is packed (a few milliseconds); null before. */
export function useDrawLink(linked: Linked): string | null {
  const t = useT('draw');
  const { kind, value } = linked;
  const [link, setLink] = useState<{ value: unknown; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    drawLinkPath({ kind, value } as Linked).then(
      (path) => {
        if (current) setLink({ value, url: `${window.location.origin}${path}` });
      },
      () => notify({ title: t('linkNotMadeTitle'), description: t('linkNotMade'), variant: 'destructive' }),
    );
    return () => {
      current = false;
    };
  }, [kind, value, t]);
  return link?.value === value ? link.url : null;
}
