/**
 * The mock worker unregisters itself once its last page is gone, a step behind: a page opened as the last one goes
 * can find it still registered, active and not controlling the page, and msw's start() then reloads that page. That
 * reload is not the player's, yet the app would take it for an app refresh (player-journey §2) and leave a page
 * outside the refresh list for /m/home. Unregistering such a worker first makes the page msw's first visit: a fresh
 * worker, no reload. A worker still installing is left alone: it belongs to a page starting now.
 */
export async function dropLeftoverWorker(
  container: Pick<ServiceWorkerContainer, 'controller' | 'getRegistrations'>,
  scriptUrl: string,
): Promise<void> {
  if (container.controller) return;
  const registrations = await container.getRegistrations();
  const leftovers = registrations.filter((registration) => registration.active?.scriptURL === scriptUrl);
  await Promise.all(leftovers.map((registration) => registration.unregister()));
}
