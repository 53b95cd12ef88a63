import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteId } from '../../core/routing/route-table';

type Page = LazyExoticComponent<ComponentType>;
type PageModule = Promise<{ default: ComponentType }>;

/** Every route's screen is its own chunk: a page's code loads only when it is visited. */
export const pageLoaders: Readonly<Record<RouteId | 'notFound', () => PageModule>> = {
  home: () => import('../home/home-page'),
  login: () => import('../sign-in/login-page'),
  register: () => import('../registration/register-page'),
  memberHome: () => import('../member/member-home-page'),
  game: () => import('../game/game-page'),
  help: () => import('../customer-service/help-page'),
  activity: () => import('../home/activity-page'),
  news: () => import('../home/news-page'),
  changePassword: () => import('../sign-in/change-password-page'),
  launchGame: () => import('../game/launch-game-page'),
  voucherCenter: () => import('../member/voucher-center-page'),
  withdraw: () => import('../member/withdraw-page'),
  addBankCard: () => import('../member/add-bank-card-page'),
  addBankCardPix: () => import('../member/add-bank-card-pix-page'),
  rewardCenter: () => import('../member/reward-center-page'),
  inviteFriends: () => import('../member/invite-friends-page'),
  mall: () => import('../member/mall-page'),
  leaderBoard: () => import('../member/leader-board-page'),
  benefits: () => import('../member/benefits-page'),
  feedback: () => import('../member/feedback-page'),
  agentRegister: () => import('../registration/agent-register-page'),
  notFound: () => import('../status/not-found-page'),
};

type PageId = RouteId | 'notFound';

const loaded = new Map<PageId, Page>();
const modules = new Map<PageId, Awaited<PageModule>>();
let downloadFailed = false;

/** Downloads a page's chunk (main.tsx: the landing page's, before the first render), remembering the module. */
export function loadPage(id: PageId): PageModule {
  return pageLoaders[id]().then((module) => {
    modules.set(id, module);
    return module;
  });
}

/**
 * The screen of a route, downloaded on its first render. A page whose chunk is already here renders at once:
 * React's lazy reads a thenable that resolves synchronously without suspending, so the first render does not
 * put the skeleton over the boot shell (index.html) before the page.
 */
export function pageFor(id: PageId): Page {
  let page = loaded.get(id);
  if (!page) {
    page = lazy(() => {
      const module = modules.get(id);
      if (module) return { then: (resolve: (value: Awaited<PageModule>) => void) => resolve(module) } as PageModule;
      return loadPage(id).catch((error: unknown) => {
        downloadFailed = true;
        throw error;
      });
    });
    loaded.set(id, page);
  }
  return page;
}

/**
 * Whether a page's code failed to download (offline, a dropped connection). Rendering again cannot recover it:
 * React.lazy keeps the failure, and a browser may keep a failed dynamic import of the same URL (whatwg/html#6768); a reload recovers.
 */
export function pageDownloadFailed(): boolean {
  return downloadFailed;
}
