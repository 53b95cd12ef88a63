import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createContainer } from '../../adapters/composition/create-container';
import type { Platform } from '../../adapters/composition/platform';
import { testPlatform } from '../../adapters/composition/test-platform';
import { ContainerProvider } from '../app/container-context';
import { setupI18n } from '../i18n/setup-i18n';

/** The app's own composition root with fakes for the environment, as component tests use it. */
export async function renderWithContainer(ui: ReactElement, overrides: Partial<Omit<Platform, 'clock' | 'scheduler'>> = {}) {
  const platform = testPlatform(overrides);
  const time = platform.scheduler;
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
