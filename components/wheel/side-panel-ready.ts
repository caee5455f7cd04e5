import { createStore } from 'zustand/vanilla';

/** Whether the side panel (the four tabs and the Entries tab's list) has hydrated and answers. */
export const sidePanelReady = createStore<{ hydrated: boolean }>(() => ({ hydrated: false }));
