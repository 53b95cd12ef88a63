import type { KeyboardEvent } from 'react';

interface MethodTabsProps<M extends string> {
  /** The tab list's accessible name. */
  readonly label: string;
  readonly methods: readonly { readonly id: M; readonly label: string }[];
  readonly selected: M;
  readonly onSelect: (method: M) => void;
  /** Tab ids are `{idPrefix}-tab-{method}`; the panel they control is `{idPrefix}-panel`. */
  readonly idPrefix: string;
}

export const methodTabId = (idPrefix: string, method: string): string => `${idPrefix}-tab-${method}`;
export const methodPanelId = (idPrefix: string): string => `${idPrefix}-panel`;

/** How a form signs in or up (username or mobile number): tabs that the arrow keys move along. */
export function MethodTabs<M extends string>({ label, methods, selected, onSelect, idPrefix }: MethodTabsProps<M>) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = methods.findIndex((m) => m.id === selected);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = methods[(index + step + methods.length) % methods.length]!.id;
    onSelect(next);
    document.getElementById(methodTabId(idPrefix, next))?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {methods.map((m) => (
        <button
          key={m.id}
          id={methodTabId(idPrefix, m.id)}
          type="button"
          role="tab"
          aria-selected={selected === m.id}
          aria-controls={methodPanelId(idPrefix)}
          tabIndex={selected === m.id ? 0 : -1}
          onKeyDown={onKeyDown}
          onClick={() => onSelect(m.id)}
        >
          {m.label}
        </button>
      ))}
    </div>
  );
}
