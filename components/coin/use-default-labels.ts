'use client';

import { useMemo } from 'react';
import { useT } from '@/components/i18n/use-t';
import type { DefaultLabels } from '@/lib/coin/coin';

/** Each side's default label in the page's language, for sides the visitor has not named. */
export function useDefaultLabels(): DefaultLabels {
  const t = useT('coin');
  return useMemo(() => ({ heads: t('headsDefaultLabel'), tails: t('tailsDefaultLabel') }), [t]);
}
