import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { buildDefaults, loadAppConfig } from '../adapters/config/load-app-config';
import { browserPlatform } from '../adapters/composition/browser-platform';
import { createContainer } from '../adapters/composition/create-container';
import { TOKENS } from '../adapters/composition/tokens';
import { App } from './app/app';
import { ContainerProvider } from './app/container-context';
import { LANGUAGE_STORAGE_KEY, pickLanguage, setupI18n } from './i18n/setup-i18n';
import './styles.css';

const useMock = import.meta.env.VITE_USE_MOCK === 'true';
// Mock code is only reachable behind this build-time constant, so `npm run build` drops it.
const DevPanel = useMock ? lazy(() => import('../mock-server/dev-panel').then((m) => ({ default: m.DevPanel }))) : null;

async function boot(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) return;
  const root = createRoot(rootElement);
  try {
    const [config] = await Promise.all([
      loadAppConfig(import.meta.env.BASE_URL, buildDefaults(import.meta.env)),
      useMock ? import('../mock-server/browser').then((mock) => mock.startMockWorker()) : null,
    ]);
    const storedLanguage = safeRead(() => window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
    const i18n = await setupI18n(pickLanguage(storedLanguage, navigator.languages ?? [navigator.language]));
    const platform = browserPlatform(() => i18n.language);
    const container = createContainer(config, platform);
    const statusCheck = container.get(TOKENS.CheckSystemStatus);
    const checkStatus = () =>
      void statusCheck.execute({ url: window.location.href, originalDomain: window.location.host });
    checkStatus();

    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ContainerProvider container={container}>
            <App navigator={platform.navigator} onRetryStatus={checkStatus} />
            {DevPanel && (
              <Suspense fallback={null}>
                <DevPanel />
              </Suspense>
            )}
          </ContainerProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error('boot failed', error);
    root.render(<BootFailure />);
  }
}

function safeRead(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** Never a white screen: shown when even the shell could not start (no i18n yet, so plain bilingual text). */
function BootFailure() {
  return (
    <main className="status-screen" role="alert">
      <h1>Error / 错误</h1>
      <p>The site could not start. Please check your connection and retry. / 站点无法启动，请检查网络后重试。</p>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        Retry / 重试
      </button>
    </main>
  );
}

void boot();
