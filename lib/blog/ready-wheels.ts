/**
 * Ready wheels in a post's MDX: a `<ReadyWheel title="...">` block around a
 * Markdown list, one list item per entry. The post page renders them through
 * the MDX components; this reader finds them in the source, for checks on the
 * content and for tests that follow a post's "Spin these" links.
 */

export interface ReadyWheelList {
  title: string;
  entries: string[];
}

export const READY_WHEEL_MIN_ENTRIES = 4;
export const READY_WHEEL_MAX_ENTRIES = 16;

const BLOCK = /<ReadyWheel\s+title="([^"]*)"\s*>([\s\S]*?)<\/ReadyWheel>/g;
const LIST_ITEM = /^\s*[-*]\s+(.+?)\s*$/gm;

/** Every ready wheel in a post body, in reading order. */
export function readyWheelsIn(body: string): ReadyWheelList[] {
  return Array.from(body.matchAll(BLOCK), ([, title = '', inner = '']) => ({
    title: title.trim(),
    entries: Array.from(inner.matchAll(LIST_ITEM), ([, item = '']) => item),
  }));
}
