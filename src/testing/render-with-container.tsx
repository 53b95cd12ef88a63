import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createContainer } from '../../adapters/composition/create-container';
import type { Platform } from '../../adapters/composition/platform';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ManualTime } from '../../core/testing/manual-scheduler';
import { RecordingNavigator } from '../../core/testing/recording-notifier';
import { ContainerProvider } from '../app/container-context';
import { setupI18n } from '../i18n/setup-i18n';

/** The app's own composition root with fakes for the environment, as component tests use it. */
export async function renderWithContainer(ui: ReactElement, overrides: Partial<Platform> = {}) {
  const time = new ManualTime();
  const platform: Platform = {
    clock: time,
    scheduler: time,
    sessionStore: new InMemoryStore(),
    localStore: new InMemoryStore(),
    network: { isSecure: () => true, isOnline: () => true },
    navigator: new RecordingNavigator(),
    currentLanguage: () => 'EN',
    ...overrides,
  };
  const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
  const i18n = await setupI18n('EN');
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ContainerProvider>
    </I18nextProvider>,
  );
  return { ...view, container, time, i18n };
}
