import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithContainer } from '../testing/render-with-container';
import { ErrorBoundary } from './error-boundary';

describe('render failures never leave a white screen', () => {
  it('a page that throws shows a translated message, and Retry renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Page() {
      if (broken) throw new Error('chunk failed to load');
      return <h1>Recovered</h1>;
    }
    await renderWithContainer(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be shown.');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });
});
