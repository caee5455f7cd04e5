import type { Messages } from '../shape';
import { blog } from './blog';
import { coin } from './coin';
import { draw } from './draw';
import { entries } from './entries';
import { meta } from './meta';
import { pages } from './pages';
import { shell } from './shell';
import { spin } from './spin';
import { templates } from './templates';
import { ui } from './ui';
import { verify } from './verify';
import { wheel } from './wheel';

export const fr: Messages = { shell, meta, pages, blog, ui, entries, spin, wheel, draw, verify, coin, templates };
