import type { en } from './en';

/** The shape every language's messages follow: English's namespaces and keys, with any text. */
export type Messages = { [N in keyof typeof en]: { [K in keyof (typeof en)[N]]: string } };
export type Namespace = keyof Messages;
