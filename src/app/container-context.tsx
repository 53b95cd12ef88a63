import type { Container } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '../../adapters/composition/tokens';

const ContainerContext = createContext<Container | null>(null);

/** The one provider through which React reaches the composition root. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useService<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService outside ContainerProvider');
  return container.get<T>(token);
}
