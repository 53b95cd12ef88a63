// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { GOOGLE_IDENTITY_SCRIPT, scriptGoogleIdentityLoader, type GoogleAccountsId } from './load-google-identity';

type Globals = { google?: { accounts?: { id?: GoogleAccountsId } } };
const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`));
const id: GoogleAccountsId = { initialize: () => {}, prompt: () => {} };

describe('the one-tap script loader (player-journey §5 one-tap)', () => {
  it('adds the Google Identity Services script once, on first use, and answers google.accounts.id when it loads', async () => {
    document.head.innerHTML = '';
    const globals: Globals = {};
    const load = scriptGoogleIdentityLoader(() => ({ doc: document, globals }));
    expect(scripts()).toHaveLength(0);
    const first = load();
    const second = load();
    expect(scripts()).toHaveLength(1);
    globals.google = { accounts: { id } };
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(id);
    await expect(second).resolves.toBe(id);
    await expect(load()).resolves.toBe(id);
    expect(scripts()).toHaveLength(1);
  });

  it('a failed download rejects, removes the tag and is tried again next time', async () => {
    document.head.innerHTML = '';
    const load = scriptGoogleIdentityLoader(() => ({ doc: document, globals: {} }));
    const failed = load();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);
    void load().catch(() => {});
    expect(scripts()).toHaveLength(1);
  });
});
