/** Home's code, a part of its own: the app routes to it and the login page preloads it. */
import { lazyPart } from '../lazyPart';

export const HomePart = lazyPart(() => import('./Home'));
