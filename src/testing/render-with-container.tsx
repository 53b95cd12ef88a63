import { render } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '../../core/runtime/storage-keys';
import type { Container } from 'inversify';
import { useLayoutEffect, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import { DocumentHead } from '../../adapters/browser/document-head';
import { createContainer } from '../../adapters/composition/create-container';
import { mockSignInModule } from '../../adapters/composition/mock-sign-in-module';
import { TOKENS } from '../../adapters/composition/tokens';

import type { Platform } from '../../adapters/composition/platform';
import { testPlatform } from '../../adapters/composition/test-platform';
import { ContainerProvider } from '../app/container-context';
import { setupI18n } from '../i18n/setup-i18n';

/** The test router's address as a browser's history lists it (a replace overwrites the last entry), and a way to move it. */
export interface TestLocation {
  readonly history: string[];
  navigate(to: string, options?: { replace?: boolean }): void;
}

function LocationRecorder({ history, navigateRef }: { history: string[]; navigateRef: { current: NavigateFunction | null } }) {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate, navigateRef]);
  useLayoutEffect(() => {
    const entry = location.pathname + location.search + location.hash;
    if (type === 'PUSH') history.push(entry);
    else if (type === 'REPLACE') history.splice(-1, 1, entry);
  }, [history, location, type]);
  return null;
}

/** The app's own composition root with fakes for the environment, as the mock build wires it (slider, fake sign-in). */
export async function renderWithContainer(
  ui: ReactElement,
  overrides: Partial<Omit<Platform, 'clock' | 'scheduler'>> = {},
  options: {
    readonly language?: string;
    readonly path?: string;
    readonly prepare?: (container: Container) => void;
    /** false: the ui brings its own router (the app's BrowserRouter, at jsdom's address). */
    readonly router?: false;
  } = {},
) {
  const platform = testPlatform({ overrides: [mockSignInModule], ...overrides });
  const language = options.language ?? 'EN';
  // The stored language setting decides the language core streams (shell §9), as in the app.
  if (!platform.localStore.get(LANGUAGE_STORAGE_KEY)) platform.localStore.set(LANGUAGE_STORAGE_KEY, language);
  const time = platform.scheduler;
  const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
  container.bind(TOKENS.DocumentHead).toConstantValue(new DocumentHead(document));
  options.prepare?.(container);
  const i18n = await setupI18n(language);
  const start = options.path ?? '/m/home';
  const navigateRef: { current: NavigateFunction | null } = { current: null };
  const location: TestLocation = { history: [start], navigate: (to, navigateOptions) => void navigateRef.current?.(to, navigateOptions) };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        {options.router === false ? (
          ui
        ) : (
          <MemoryRouter initialEntries={[start]} useTransitions={false}>
            {ui}
            <LocationRecorder history={location.history} navigateRef={navigateRef} />
          </MemoryRouter>
        )}
      </ContainerProvider>
    </I18nextProvider>,
  );
  return { ...view, container, time, i18n, location };
}
