import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DocumentHead } from '../../adapters/browser/document-head';
import { createContainer } from '../../adapters/composition/create-container';
import { mockSignInModule } from '../../adapters/composition/mock-sign-in-module';
import { TOKENS } from '../../adapters/composition/tokens';
import { LANGUAGE_STORAGE_KEY } from '../../core/i18n/language-setting';
import type { Platform } from '../../adapters/composition/platform';
import { testPlatform } from '../../adapters/composition/test-platform';
import { ContainerProvider } from '../app/container-context';
import { setupI18n } from '../i18n/setup-i18n';

/** The app's own composition root with fakes for the environment, as the mock build wires it (slider, fake sign-in). */
export async function renderWithContainer(
  ui: ReactElement,
  overrides: Partial<Omit<Platform, 'clock' | 'scheduler'>> = {},
  options: { readonly language?: string; readonly path?: string; readonly prepare?: (container: Container) => void } = {},
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
  const location = memoryLocation({ path: options.path ?? '/m/home', record: true });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </ContainerProvider>
    </I18nextProvider>,
  );
  return { ...view, container, time, i18n, location };
}
