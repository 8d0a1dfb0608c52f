import { createContext, useContext } from 'react';
import type { RouteDef } from '@schools/shared-api';

/** The route table, handed by the root config to every application as a prop. */
export const RoutesContext = createContext<readonly RouteDef[]>([]);

export function useRoutes(): readonly RouteDef[] {
  return useContext(RoutesContext);
}
