import { formatMessage, type MessageValues } from '@/lib/i18n/format';

/** The names of the arguments a message fills, in every branch, sorted: for checking a translation against English. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  // Every branch is read, so every argument is asked for.
  const asked = new Proxy({} as MessageValues, {
    get: (_, name) => {
      if (typeof name === 'string') names.add(name);
      return 2;
    },
  });
  formatMessage(message, asked);
  return [...names].sort();
}
