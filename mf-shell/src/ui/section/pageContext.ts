import { createContext } from 'react';
import type { RouteState } from '@schools/shared-api';

/** The route a page was rendered for; a kept (hidden) page keeps seeing its own. */
export const PageRouteContext = createContext<RouteState | null | undefined>(undefined);

/** The single-spa name of the section a component renders in (set by createSection). */
export const AppNameContext = createContext<string | undefined>(undefined);
