/** What another tab's change to storage tells this one (the window's storage event). */
export type OtherTabChange = Pick<StorageEvent, 'key' | 'newValue' | 'storageArea'>;

const followers = new Set<(change: OtherTabChange) => void>();
const tellFollowers = (event: StorageEvent) => followers.forEach((follow) => follow(event));

/**
 * The one way to hear other tabs: every store and the site theme follow their
 * changes through this, over a single window listener that is there while
 * anyone follows. Returns the way to stop; each call is a follower of its
 * own, even with the same function.
 */
export function followOtherTabs(onChange: (change: OtherTabChange) => void): () => void {
  const follower = (change: OtherTabChange) => onChange(change);
  if (followers.size === 0) window.addEventListener('storage', tellFollowers);
  followers.add(follower);
  return () => {
    followers.delete(follower);
    if (followers.size === 0) window.removeEventListener('storage', tellFollowers);
  };
}
