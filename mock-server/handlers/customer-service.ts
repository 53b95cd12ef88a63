import { HttpResponse, type HttpHandler } from 'msw';
import { staticRoute } from './define-route';

/** Where the mock serves its support-widget script (seeded LIVECHAT entry). Not a platform route. */
export const CS_WIDGET_PATH = '/wps/mock/cs-widget.js';

/**
 * A tiny support widget following the contract of docs/decisions.md "Customer-service support widgets":
 * it registers `window.csWidgets[type] = { ready: true, open() }`, `type` coming from its own `?type=`.
 * open() shows a small chat panel with a close button.
 */
export const CS_WIDGET_SCRIPT = `(function () {
  var src = (document.currentScript && document.currentScript.src) || '';
  var type = (new URL(src || 'x:/', location.href).searchParams.get('type') || 'LIVECHAT').toUpperCase();
  var widgets = (window.csWidgets = window.csWidgets || {});
  var panel = null;
  function build() {
    panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Mock live chat (' + type + ')');
    panel.style.cssText = 'position:fixed;right:12px;bottom:12px;z-index:300;width:260px;padding:12px;border-radius:12px;background:#fff;color:#222;box-shadow:0 8px 32px rgba(0,0,0,.25);font:14px sans-serif';
    var text = document.createElement('p');
    text.textContent = 'Mock live chat: an agent will answer shortly.';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close chat';
    close.onclick = function () { panel.hidden = true; };
    panel.appendChild(text);
    panel.appendChild(close);
    document.body.appendChild(panel);
  }
  widgets[type] = {
    ready: true,
    open: function () {
      if (!panel) build();
      panel.hidden = false;
    },
  };
})();
`;

export const customerServiceHandlers: HttpHandler[] = [
  staticRoute(CS_WIDGET_PATH, () =>
    new HttpResponse(CS_WIDGET_SCRIPT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } }),
  ),
];
