import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigator } from '../../adapters/browser/router-navigator';
import { TOKENS } from '../../adapters/composition/tokens';
import { renderWithContainer } from '../testing/render-with-container';
import { AppScreens } from './app';
import { pageLoaders } from './page-components';

afterEach(() => vi.restoreAllMocks());

describe('a page whose code could not be downloaded: Retry reloads (React.lazy and the browser keep a failed import)', () => {
  it('the translated failure, and Retry reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(pageLoaders, 'help').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const reload = vi.fn();
    await renderWithContainer(
      <AppScreens navigator={new RouterNavigator(() => undefined)} onRetryStatus={() => undefined} />,
      {},
      { path: '/m/help', prepare: (container) => container.rebind(TOKENS.PageReloader).toConstantValue({ reload }) },
    );
    expect(await screen.findByText('This screen could not be shown.', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
