/* global self, URL */
/**
 * The one service worker of /m/ in production builds (docs/decisions.md "Push notifications"), emitted as
 * /m/sw.js by vite.config.ts (never in mock builds: msw's worker owns /m/ there). Kept minimal: the push
 * and notificationclick handlers; the update alert / PWA work (issue 14) adds to this same file.
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
