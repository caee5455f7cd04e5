'use client';

import { useEffect, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { announcementLink, verificationLink } from '@/lib/draw/link';
import type { Announcement, DrawRecord } from '@/lib/draw/record';

type Linked = { kind: 'record'; value: DrawRecord } | { kind: 'announcement'; value: Announcement };

/** The full /verify link of a record or an announcement, once it is packed (a few milliseconds); null before. */
export function useDrawLink(linked: Linked): string | null {
  const { kind, value } = linked;
  const [link, setLink] = useState<{ value: unknown; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    const origin = window.location.origin;
    const packing = kind === 'record' ? verificationLink(value as DrawRecord, origin) : announcementLink(value as Announcement, origin);
    packing.then(
      (url) => {
        if (current) setLink({ value, url });
      },
      () => notify({ title: 'Link not made', description: 'This browser could not pack the link. Download the record instead.', variant: 'destructive' }),
    );
    return () => {
      current = false;
    };
  }, [kind, value]);
  return link?.value === value ? link.url : null;
}
