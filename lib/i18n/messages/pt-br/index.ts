import type { Messages } from '../shape';
import { blog } from './blog';
import { coin } from './coin';
import { draw } from './draw';
import { embed } from './embed';
import { entries } from './entries';
import { guide } from './guide';
import { hosting } from './hosting';
import { meta } from './meta';
import { pages } from './pages';
import { results } from './results';
import { share } from './share';
import { shell } from './shell';
import { spin } from './spin';
import { stage } from './stage';
import { templates } from './templates';
import { theme } from './theme';
import { ui } from './ui';
import { verify } from './verify';
import { wheel } from './wheel';
import { winner } from './winner';

/** Every text of the site's interface in Brazilian Portuguese, by namespace, in the shape of the English. */
export const ptBr: Messages = { shell, meta, pages, blog, ui, entries, spin, wheel, draw, verify, coin, templates, guide, hosting, results, share, stage, theme, winner, embed };
