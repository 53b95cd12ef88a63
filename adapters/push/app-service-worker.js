/* global self, URL */
/**
 * The push half of /m/sw.js (docs/decisions.md "Push notifications"): adapters/pwa/sw.ts imports this file, so
 * the production worker holds these handlers beside its caching (docs/decisions.md "PWA"); the dev server
 * against a real backend serves it alone (vite.config.ts). Never in mock builds: msw's worker owns /m/ there.
 * Firebase Cloud Messaging delivers `{notification: {title, body, image, icon, click_action}, data,
 * fcmOptions: {link}}`; a notification is shown for every push (userVisibleOnly).
 */
'use strict';

function readPayload(data) {
  if (!data) return {};
  try {
    return data.json() || {};
  } catch {
    return { notification: { body: data.text() } };
  }
}

/** A same-origin address inside the worker's scope, else the scope's home page. */
function targetOf(link) {
  const scope = new URL(self.registration.scope);
  const home = new URL('home', scope).href;
  if (typeof link !== 'string' || link === '') return home;
  try {
    const url = new URL(link, scope);
    return url.origin === scope.origin && url.pathname.startsWith(scope.pathname) ? url.href : home;
  } catch {
    return home;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const notification = payload.notification || {};
  const data = payload.data || {};
  const link = (payload.fcmOptions && payload.fcmOptions.link) || notification.click_action || data.link || data.url;
  const options = { body: notification.body || data.body || '', data: { link: targetOf(link) } };
  const icon = notification.icon || data.icon;
  const image = notification.image || data.image;
  if (icon) options.icon = icon;
  if (image) options.image = image;
  event.waitUntil(self.registration.showNotification(notification.title || data.title || '', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification.data && event.notification.data.link);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target && 'focus' in client);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
