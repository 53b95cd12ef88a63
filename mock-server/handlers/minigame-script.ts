/**
 * The mock's mini-game scripts (player-journey §2 "/mini-game/v1/minigame.js and /mini-game/s1/minigame.js"):
 * plain JS implementing the widget interface of docs/decisions.md "Mini-game widget": it defines
 * `window.MiniGame = { render(container, { merchant, token, language, onClose }), show({ token, language }),
 * hide(), destroy() }`. It draws a round "Lucky spin" button that opens a small panel with a spin button and
 * a close button. No external URLs, no network.
 */

export const MINI_GAME_VARIANTS = { v1: 'Lottery', s1: 'SEA lottery' } as const;
export type MiniGameVariant = keyof typeof MINI_GAME_VARIANTS;

export function isMiniGameVariant(name: string): name is MiniGameVariant {
  return Object.hasOwn(MINI_GAME_VARIANTS, name);
}

export function miniGameScriptSource(variant: MiniGameVariant): string {
  const config = JSON.stringify({ variant, title: `Lucky spin (${MINI_GAME_VARIANTS[variant]})` });
  return `(function () {
  'use strict';
  var CONFIG = ${config};
  var state = null;
  function el(tag, text, style) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (style) node.setAttribute('style', style);
    return node;
  }
  function setPanel(open) {
    state.panel.hidden = !open;
    state.button.setAttribute('aria-expanded', open ? 'true' : 'false');
  }
  window.MiniGame = {
    variant: CONFIG.variant,
    render: function (container, options) {
      if (state) window.MiniGame.destroy();
      var root = el('div', '', 'display:flex;flex-direction:column;align-items:flex-start;gap:6px;font:14px/1.3 system-ui,sans-serif');
      root.setAttribute('data-mini-game', CONFIG.variant);
      var button = el('button', 'Lucky spin', 'width:64px;height:64px;border-radius:50%;border:0;background:#8a1c2b;color:#fff;font-weight:700;font-size:12px;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.35)');
      button.type = 'button';
      var panelId = 'mini-game-panel-' + CONFIG.variant;
      button.setAttribute('aria-controls', panelId);
      var panel = el('div', '', 'width:200px;padding:10px;border-radius:10px;background:#fff;color:#1a1a1a;box-shadow:0 2px 12px rgba(0,0,0,.3)');
      panel.id = panelId;
      panel.setAttribute('role', 'group');
      panel.setAttribute('aria-label', CONFIG.title);
      var title = el('p', CONFIG.title, 'margin:0 0 6px;font-weight:700');
      var result = el('p', 'Tap spin to play.', 'margin:0 0 8px');
      result.setAttribute('aria-live', 'polite');
      var spin = el('button', 'Spin', 'margin-right:6px;padding:6px 12px;border:0;border-radius:6px;background:#8a1c2b;color:#fff;font-weight:600');
      spin.type = 'button';
      var close = el('button', 'Close', 'padding:6px 12px;border:1px solid #555;border-radius:6px;background:#fff;color:#1a1a1a');
      close.type = 'button';
      panel.appendChild(title);
      panel.appendChild(result);
      panel.appendChild(spin);
      panel.appendChild(close);
      root.appendChild(button);
      root.appendChild(panel);
      state = { container: container, root: root, button: button, panel: panel, result: result, options: options, spins: 0 };
      setPanel(false);
      button.addEventListener('click', function () { setPanel(state.panel.hidden); });
      spin.addEventListener('click', function () {
        state.spins += 1;
        state.result.textContent = 'Spin ' + state.spins + ': you won ' + (state.spins % 3 === 0 ? 'a bonus' : 'nothing this time') + '.';
      });
      close.addEventListener('click', function () {
        setPanel(false);
        if (typeof state.options.onClose === 'function') state.options.onClose();
      });
      container.appendChild(root);
    },
    show: function (session) {
      if (!state) return;
      if (session) { state.options.token = session.token; state.options.language = session.language; }
      state.root.hidden = false;
    },
    hide: function () {
      if (!state) return;
      setPanel(false);
      state.root.hidden = true;
    },
    destroy: function () {
      if (!state) return;
      state.root.remove();
      state = null;
    }
  };
})();
`;
}
