// The rooms of components/ and who may enter which: read by eslint.config.mjs, which turns them
// into import/no-restricted-paths zones. A room is a folder of components/ (components/wheel/ is a
// building of rooms: each of its folders is one, and its own files are the hall that joins them).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What every room may use: buttons and fields, texts, and the reading of stored state. */
const SHARED = ['ui', 'i18n', 'persist'];

/** The crossings between rooms, each with the reason it exists: a room (key) may import these folders and files of components/. */
const CROSSINGS = {
  // The wheel's hall: the tool composes every room of the wheel, inside the site's error boundary.
  wheel: ['wheel', 'layout/panel-boundary.tsx'],
  // The usage guide under the wheel is made of the how-to-use page's sections and MDX frame.
  'wheel/guide': ['content'],
  // Every change of the list goes through the undo history.
  'wheel/entries': ['wheel/history', 'wheel/draw/use-checkable-draw.ts', 'wheel/use-wheel-stores.ts'],
  // A link never replaces a list a checkable draw under way has locked.
  'wheel/share': ['wheel/history', 'wheel/draw/lazy-draw-store.ts'],
  'wheel/winner': ['wheel/history'],
  // A checkable draw under way locks the list: no edit, no undo.
  'wheel/history': ['wheel/draw/lazy-draw-store.ts'],
  // The Spin tab holds the hosting options and the checkable draw's panel.
  'wheel/spin': ['wheel/hosting/hosting-options.tsx', 'wheel/draw/lazy-draw-store.ts', 'wheel/draw/checkable-draw-panel.tsx', 'wheel/use-wheel-stores.ts'],
  // The rooms that show or change a store read it through the wheel's store hooks.
  'wheel/hosting': ['wheel/use-wheel-stores.ts'],
  'wheel/results': ['wheel/use-wheel-stores.ts'],
  'wheel/theme': ['wheel/use-wheel-stores.ts'],
  // Posts and text pages share the blog's MDX pieces (links, the picture wheel); the template page shows a post's ready wheel.
  content: ['blog'],
  templates: ['blog'],
  // The embedded wheel is the wheel's stage, spin and winner card over a list kept in memory.
  'wheel/embed': ['wheel/stage', 'wheel/spin/use-wheel-spin.ts', 'wheel/winner/winner-card.tsx', 'wheel/winner/confetti.ts'],
};

function folders(path) {
  return readdirSync(`${ROOT}${path}`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

/** Every room: the folders of components/ and of components/wheel/. */
function rooms() {
  const top = folders('components').filter((name) => name !== 'wheel');
  return [...top, ...folders('components/wheel').map((name) => `wheel/${name}`)];
}

const inComponents = (path) => `./components/${path}`;

/** The zones of import/no-restricted-paths: the layers, then one zone a room. */
export function roomZones() {
  const layers = [
    { target: './lib', from: ['./components', './app'], message: 'lib/ is below components/ and app/: it imports neither.' },
    { target: './components', from: './app', message: 'components/ is below app/: it does not import routes.' },
  ];
  const roomZone = (room, target, own) => ({
    target,
    from: './components',
    except: [...new Set([...own, ...SHARED, ...(CROSSINGS[room] ?? [])])].map((path) => `./${path}`),
    message: `A room of components/ imports the shared primitives (${SHARED.join(', ')}) and its own files; a crossing between rooms is named in scripts/lint/rooms.mjs.`,
  });
  const zones = rooms().map((room) => roomZone(room, inComponents(room), [room]));
  // The wheel's hall: its own files (the tool, the side panel, the store hooks and hydration).
  zones.push(roomZone('wheel', './components/wheel/*.{ts,tsx}', []));
  return [...layers, ...zones];
}
