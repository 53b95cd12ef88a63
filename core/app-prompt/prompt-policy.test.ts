import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePromptSettings } from './decode-settings';
import { PROMPT_SETTING_KEYS, type PromptMember, type PromptRoute, type PromptSettings, type PromptStats } from './model';
import { daysSinceRegistration, decidePrompt, domainAllowed, type PromptFacts } from './prompt-policy';

const NOW = Date.parse('2026-01-10T00:00:00Z');
const DAY = 86_400_000;

function settings(overrides: Record<string, { enabled: boolean | string | number; value?: unknown; domains?: unknown }> = {}): PromptSettings {
  return decodePromptSettings({ download_condition_switch: { enabled: true, value: '1' }, ...overrides });
}

const player: PromptMember = { type: 0, regDate: '2026-01-01T00:00:00Z', rankLevel: 0 };
const noStats: PromptStats = { deposits: 0, withdrawals: 0, bankCards: 0, virtualWallets: 0, eWallets: 0 };

function facts(partial: Partial<PromptFacts>): PromptFacts {
  return { settings: settings(), member: player, stats: noStats, route: 'deposit', domain: 'https://m.demo1.example.com', session: { forcedThisSession: false }, now: NOW, ...partial };
}

describe('app-download prompt policy: examples quoting the spec', () => {
  it('/m/voucherCenter "carries the first-deposit app-download prompt": closable before the first deposit', () => {
    const decision = decidePrompt(facts({ settings: settings({ first_deposit: { enabled: true, value: '1' } }) }));
    expect(decision).toMatchObject({ kind: 'show', forced: false, because: ['first_deposit'], mode: 'bottom', theme: 'light' });
    expect(decidePrompt(facts({ settings: settings({ first_deposit: { enabled: true, value: '1' } }), stats: { ...noStats, deposits: 1 } })).kind).toBe('none');
  });

  it('/m/withdraw "carries the first-withdrawal prompt"', () => {
    const s = settings({ first_withdraw: { enabled: '1', value: 1 } });
    expect(decidePrompt(facts({ settings: s, route: 'withdraw' }))).toMatchObject({ kind: 'show', because: ['first_withdraw'] });
    expect(decidePrompt(facts({ settings: s, route: 'deposit' })).kind).toBe('none');
  });

  it('"bind_card 1 means only when no card is bound, 2 means every time"', () => {
    const bound = { ...noStats, eWallets: 1 };
    expect(decidePrompt(facts({ route: 'bind-card', settings: settings({ bind_card: { enabled: true, value: '1' } }) })).kind).toBe('show');
    expect(decidePrompt(facts({ route: 'bind-card', stats: bound, settings: settings({ bind_card: { enabled: true, value: '1' } }) })).kind).toBe('none');
    expect(decidePrompt(facts({ route: 'bind-card', stats: bound, settings: settings({ bind_card: { enabled: true, value: '2' } }) })).kind).toBe('show');
  });

  it('"login_required value 1 means closable": another value forces; guests never see it when on', () => {
    const base = { first_deposit: { enabled: true, value: '1' } };
    expect(decidePrompt(facts({ settings: settings({ ...base, login_required: { enabled: true, value: '1' } }) }))).toMatchObject({ forced: false });
    expect(decidePrompt(facts({ settings: settings({ ...base, login_required: { enabled: true, value: '0' } }) }))).toMatchObject({ forced: true });
    expect(decidePrompt(facts({ member: null, route: 'request', settings: settings({ login_required: { enabled: true, value: '1' } }) })).kind).toBe('none');
  });

  it('"reg_days and reg_days_forced count days since regDate"', () => {
    expect(daysSinceRegistration('2026-01-01T00:00:00Z', NOW)).toBe(9);
    expect(decidePrompt(facts({ settings: settings({ reg_days: { enabled: true, value: '9' } }) }))).toMatchObject({ kind: 'show', forced: false });
    expect(decidePrompt(facts({ settings: settings({ reg_days: { enabled: true, value: '10' } }) })).kind).toBe('none');
    expect(decidePrompt(facts({ settings: settings({ reg_days_forced: { enabled: true, value: '3' } }) }))).toMatchObject({ kind: 'show', forced: true });
  });

  it('"domains_switch 1 means all domains, 2 means all except listed, 3 means only listed" (full origins and bare hosts)', () => {
    const s = (value: string) => settings({ domains_switch: { enabled: true, value, domains: 'https://demo1.example.com, other.example' } }).domains_switch;
    expect(domainAllowed(s('1'), 'https://m.demo1.example.com')).toBe(true);
    expect(domainAllowed(s('2'), 'https://m.demo1.example.com')).toBe(false);
    expect(domainAllowed(s('2'), 'https://elsewhere.example')).toBe(true);
    expect(domainAllowed(s('3'), 'other.example')).toBe(true);
    expect(domainAllowed(s('3'), 'https://elsewhere.example')).toBe(false);
  });

  it('"bottom_app_bar_mode is bottom or fullscreen"; "theme defaults to light"', () => {
    const shown = decidePrompt(facts({ route: 'request', settings: settings({ bottom_app_bar_mode: { enabled: true, value: 'fullscreen' }, theme: { enabled: true, value: 'dark' } }) }));
    expect(shown).toMatchObject({ kind: 'show', mode: 'fullscreen', theme: 'dark' });
    expect(decidePrompt(facts({ route: 'request', settings: settings({ theme: { enabled: true, value: 'purple' } }) }))).toMatchObject({ theme: 'light', mode: 'bottom' });
  });

  it('deposit_times N: exactly N deposits; deposit_least_times N: at least N', () => {
    const s = settings({ deposit_times: { enabled: true, value: '2' }, deposit_least_times_forced: { enabled: true, value: '5' } });
    expect(decidePrompt(facts({ settings: s, stats: { ...noStats, deposits: 2 } }))).toMatchObject({ kind: 'show', forced: false });
    expect(decidePrompt(facts({ settings: s, stats: { ...noStats, deposits: 3 } })).kind).toBe('none');
    expect(decidePrompt(facts({ settings: s, stats: { ...noStats, deposits: 7 } }))).toMatchObject({ kind: 'show', forced: true });
  });

  it('settings arrive in every reasonable form: under value, as a list, flags and numbers as strings', () => {
    const forms = [
      { value: { first_deposit: { enabled: 'true', value: 1 } } },
      [{ key: 'first_deposit', enable: 1, value: '1' }],
      { first_deposit: { status: '1', value: '1' } },
    ];
    for (const form of forms) expect(decodePromptSettings(form).first_deposit).toEqual({ enabled: true, value: '1', domains: [] });
    expect(decodePromptSettings('junk').first_deposit.enabled).toBe(false);
  });
});

// ---- properties against the rule table (docs/decisions.md "App-download prompt policy") ----

const settingArb = fc.record({
  enabled: fc.oneof(fc.boolean(), fc.constantFrom(1, 0, '1', '0', 'true', 'false')),
  value: fc.oneof(fc.integer({ min: 0, max: 12 }).map(String), fc.integer({ min: 0, max: 12 }), fc.constantFrom('', 'bottom', 'fullscreen', 'dark', 'light')),
  domains: fc.subarray(['demo1.example.com', 'https://other.example', 'm.third.example']),
});
const settingsArb = fc.dictionary(fc.constantFrom(...PROMPT_SETTING_KEYS), settingArb).map((raw) => decodePromptSettings(raw));
const statsArb = fc.option(
  fc.record({ deposits: fc.nat(8), withdrawals: fc.nat(8), bankCards: fc.nat(2), virtualWallets: fc.nat(2), eWallets: fc.nat(2) }),
  { nil: null },
);
const memberArb = fc.option(
  fc.record({ type: fc.constantFrom(-1, 0, 1, 2, 3, 4, 5), regDate: fc.option(fc.integer({ min: 0, max: 40 }).map((d) => new Date(NOW - d * DAY).toISOString()), { nil: null }), rankLevel: fc.nat(5) }),
  { nil: null },
);
const routeArb = fc.constantFrom<PromptRoute>('deposit', 'withdraw', 'bind-card', 'in-game', 'request');
const factsArb = fc.record({
  settings: settingsArb,
  member: memberArb,
  stats: statsArb,
  route: routeArb,
  domain: fc.constantFrom('https://m.demo1.example.com', 'other.example', 'https://m.third.example', 'https://nowhere.example'),
  session: fc.record({ forcedThisSession: fc.boolean() }),
  now: fc.constant(NOW),
});

describe('app-download prompt policy: properties of the rule table', () => {
  it('"Download prompt for member types 0, 1, 2 only": a signed-in member of another type never sees it', () => {
    fc.assert(fc.property(factsArb, (f) => {
      if (f.member && ![0, 1, 2].includes(f.member.type)) expect(decidePrompt(f).kind).toBe('none');
    }));
  });

  it('login_required on: a guest never sees it', () => {
    fc.assert(fc.property(factsArb, (f) => {
      if (!f.member && f.settings.login_required.enabled) expect(decidePrompt(f).kind).toBe('none');
    }));
  });

  it('download_condition_switch off: nothing on deposit, withdraw, bind card or in game (only the player\'s own request)', () => {
    fc.assert(fc.property(factsArb, (f) => {
      const off = !f.settings.download_condition_switch.enabled || f.settings.download_condition_switch.value === '0';
      if (off && f.route !== 'request') expect(decidePrompt(f).kind).toBe('none');
    }));
  });

  it('domains_switch 3 with the domain not listed, or 2 with it listed: never', () => {
    fc.assert(fc.property(factsArb, (f) => {
      if (!domainAllowed(f.settings.domains_switch, f.domain)) expect(decidePrompt(f).kind).toBe('none');
    }));
  });

  it('"once forced it stays forced for the session": whatever shows after a forced one is forced', () => {
    fc.assert(fc.property(factsArb, (f) => {
      const decision = decidePrompt({ ...f, session: { forcedThisSession: true } });
      if (decision.kind === 'show') expect(decision.forced).toBe(true);
    }));
  });

  it('a _forced condition that holds forces the prompt; a prompt with only closable conditions and login_required not forcing is closable', () => {
    fc.assert(fc.property(factsArb, (f) => {
      const decision = decidePrompt({ ...f, session: { forcedThisSession: false } });
      if (decision.kind !== 'show') return;
      const byLogin = f.settings.login_required.enabled && f.settings.login_required.value !== '1';
      const byCondition = decision.because.some((key) => key.endsWith('_forced'));
      expect(decision.forced).toBe(byLogin || byCondition);
    }));
  });

  it('first_deposit: on the deposit route with 0 deposits and no other route condition, it is the reason shown', () => {
    fc.assert(fc.property(factsArb, (f) => {
      const decision = decidePrompt({ ...f, route: 'deposit', session: { forcedThisSession: false } });
      if (decision.kind === 'show') expect(decision.because.includes('first_deposit')).toBe(f.settings.first_deposit.enabled && ['', '1', 'true'].includes(f.settings.first_deposit.value) && f.stats?.deposits === 0);
    }));
  });

  it('bind_card: 2 shows every time on the bind-card route, 1 only with nothing bound', () => {
    fc.assert(fc.property(factsArb, (f) => {
      const decision = decidePrompt({ ...f, route: 'bind-card' });
      if (decision.kind !== 'show') return;
      const bound = f.stats ? f.stats.bankCards + f.stats.virtualWallets + f.stats.eWallets : null;
      if (decision.because.includes('bind_card')) expect(f.settings.bind_card.value === '2' || (f.settings.bind_card.value === '1' && bound === 0)).toBe(true);
    }));
  });

  it('count conditions: _times means exactly N, _least_times at least N, read on their own route only', () => {
    fc.assert(fc.property(factsArb, (f) => {
      const decision = decidePrompt(f);
      if (decision.kind !== 'show') return;
      for (const key of decision.because) {
        const m = /^(deposit|withdrawal)_(least_)?times/.exec(key);
        if (!m) continue;
        expect(f.route).toBe(m[1] === 'deposit' ? 'deposit' : 'withdraw');
        const count = m[1] === 'deposit' ? f.stats?.deposits : f.stats?.withdrawals;
        const n = Number(f.settings[key].value);
        expect(m[2] ? (count ?? -1) >= n : count === n).toBe(true);
      }
    }));
  });

  it('reg_days: shown because of it only when the days since regDate reach its value', () => {
    fc.assert(fc.property(factsArb, (f) => {
      const decision = decidePrompt(f);
      if (decision.kind !== 'show') return;
      for (const key of decision.because.filter((k) => k.startsWith('reg_days'))) {
        expect(daysSinceRegistration(f.member?.regDate ?? null, NOW)).toBeGreaterThanOrEqual(Number(f.settings[key].value));
      }
    }));
  });

  it('in game: shown only with in_game_popup_interval on (1 s or more)', () => {
    fc.assert(fc.property(factsArb, (f) => {
      const decision = decidePrompt({ ...f, route: 'in-game', session: { forcedThisSession: false } });
      if (decision.kind === 'show') expect(f.settings.in_game_popup_interval.enabled && Number(f.settings.in_game_popup_interval.value) >= 1).toBe(true);
    }));
  });

  it('bottom_app_bar_mode and theme: only bottom|fullscreen and light|dark, light and bottom unless set', () => {
    fc.assert(fc.property(factsArb, (f) => {
      const decision = decidePrompt({ ...f, route: 'request' });
      if (decision.kind !== 'show') return;
      expect(decision.mode).toBe(f.settings.bottom_app_bar_mode.enabled && f.settings.bottom_app_bar_mode.value === 'fullscreen' ? 'fullscreen' : 'bottom');
      expect(decision.theme).toBe(f.settings.theme.enabled && f.settings.theme.value === 'dark' ? 'dark' : 'light');
    }));
  });
});

describe('app-download prompt policy: one example per rule (docs/decisions.md "App-download prompt policy")', () => {
  const show = (partial: Partial<PromptFacts>) => decidePrompt(facts(partial));
  const stats = (partial: Partial<PromptStats>): PromptStats => ({ ...noStats, ...partial });

  it('regDate as the server writes it ("2026-01-01 00:00:00", maybe padded) counts like its ISO form', () => {
    const iso = daysSinceRegistration('2026-01-01T00:00:00', NOW);
    expect(iso).not.toBeNull();
    expect(daysSinceRegistration('2026-01-01 00:00:00', NOW)).toBe(iso);
    expect(daysSinceRegistration(' 2026-01-01 00:00:00 ', NOW)).toBe(iso);
  });

  it('"domains_switch: off, 1 or another value → every domain"', () => {
    const elsewhere = ['other.example.com'];
    expect(domainAllowed({ enabled: false, value: '3', domains: elsewhere }, 'https://m.demo1.example.com')).toBe(true);
    expect(domainAllowed({ enabled: true, value: '1', domains: elsewhere }, 'https://m.demo1.example.com')).toBe(true);
    expect(domainAllowed({ enabled: true, value: '4', domains: elsewhere }, 'https://m.demo1.example.com')).toBe(true);
  });

  it('a page whose host cannot be read is in no list: never with 3, always with 2', () => {
    expect(domainAllowed({ enabled: true, value: '3', domains: ['demo1.example.com'] }, '')).toBe(false);
    expect(domainAllowed({ enabled: true, value: '2', domains: ['demo1.example.com'] }, '')).toBe(true);
  });

  it('a domain the rule excludes gives no prompt, whatever holds', () => {
    const decision = show({ settings: settings({ first_deposit: { enabled: true }, domains_switch: { enabled: true, value: '3', domains: ['other.example.com'] } }) });
    expect(decision.kind).toBe('none');
  });

  it('"app_desc, bottom_app_desc: texts when on": an off text is not shown', () => {
    const decision = show({ route: 'request', settings: settings({ app_desc: { enabled: false, value: 'Hidden' }, bottom_app_desc: { enabled: true, value: 'Shown' } }) });
    expect(decision).toMatchObject({ kind: 'show', description: null, bottomDescription: 'Shown' });
  });

  it('"Stats unknown (guest, fetch failed): count conditions do not hold", not even "at least 0"', () => {
    for (const route of ['deposit', 'withdraw'] as const) {
      const decision = show({ route, stats: null, settings: settings({ deposit_least_times: { enabled: true, value: '0' }, withdrawal_least_times: { enabled: true, value: '0' } }) });
      expect(decision.kind).toBe('none');
    }
  });

  it('"Each _forced twin … shows the prompt forced"; the plain ones are closable', () => {
    expect(show({ stats: stats({ deposits: 2 }), settings: settings({ deposit_times_forced: { enabled: true, value: '2' } }) })).toMatchObject({ kind: 'show', forced: true, because: ['deposit_times_forced'] });
    expect(show({ stats: stats({ deposits: 5 }), settings: settings({ deposit_least_times: { enabled: true, value: '2' } }) })).toMatchObject({ kind: 'show', forced: false, because: ['deposit_least_times'] });
  });

  it('"withdrawal_times N: the count is exactly N (own route)"', () => {
    expect(show({ route: 'withdraw', stats: stats({ withdrawals: 2 }), settings: settings({ withdrawal_times: { enabled: true, value: '2' } }) })).toMatchObject({ kind: 'show', because: ['withdrawal_times'] });
  });

  it('"first_deposit / first_withdraw: on (value 1, true or empty)"; another value is not "before the first one"', () => {
    const first = (value: string | undefined) => show({ settings: settings({ first_deposit: { enabled: true, ...(value === undefined ? {} : { value }) } }) }).kind;
    expect([first(undefined), first('1'), first('true'), first('True'), first('2'), first('0')]).toEqual(['show', 'show', 'show', 'show', 'none', 'none']);
  });

  it('"reg_days N … Unknown regDate: does not hold", not even with N = 0', () => {
    expect(show({ member: { ...player, regDate: null }, settings: settings({ reg_days: { enabled: true, value: '0' } }) }).kind).toBe('none');
  });

  it('"bind_card: 1 → … when no bank card, virtual wallet or e-wallet is bound": each kind counts', () => {
    const bindCard = (bound: Partial<PromptStats>) => show({ route: 'bind-card', stats: stats(bound), settings: settings({ bind_card: { enabled: true, value: '1' } }) }).kind;
    expect(bindCard({})).toBe('show');
    expect(bindCard({ bankCards: 1, eWallets: 1 })).toBe('none');
    expect(bindCard({ bankCards: 1, virtualWallets: 1 })).toBe('none');
  });

  it('bind_card is closable and named as the reason; a mode other than 1 or 2 never holds', () => {
    expect(show({ route: 'bind-card', settings: settings({ bind_card: { enabled: true, value: '2' } }) })).toMatchObject({ kind: 'show', forced: false, because: ['bind_card'] });
    expect(show({ route: 'bind-card', settings: settings({ bind_card: { enabled: true, value: '3' } }) }).kind).toBe('none');
  });

  it('"in_game_popup_interval: on with ≥ 1 s": 1 s is enough, and it is the reason', () => {
    expect(show({ route: 'in-game', settings: settings({ in_game_popup_interval: { enabled: true, value: '1' } }) })).toMatchObject({ kind: 'show', forced: false, because: ['in_game_popup_interval'] });
  });

  it('"Download prompt for member types 0, 1, 2 only": an agent (type 1) sees it', () => {
    expect(show({ member: { ...player, type: 1 }, settings: settings({ first_deposit: { enabled: true } }) }).kind).toBe('show');
  });

  it('the player\'s own request shows with no condition as its reason', () => {
    expect(show({ route: 'request' })).toMatchObject({ kind: 'show', forced: false, because: [] });
  });

  it('"download_condition_switch: off (or value 0) → no prompt on deposit"', () => {
    expect(show({ settings: settings({ download_condition_switch: { enabled: true, value: '0' }, first_deposit: { enabled: true } }) }).kind).toBe('none');
  });

  it('"appDownloadForced … every prompt-carrying route shows it forced without conditions", naming what holds', () => {
    expect(show({ session: { forcedThisSession: true }, stats: stats({ deposits: 3 }) })).toMatchObject({ kind: 'show', forced: true, because: [] });
    expect(show({ session: { forcedThisSession: true }, settings: settings({ first_deposit: { enabled: true } }) })).toMatchObject({ kind: 'show', forced: true, because: ['first_deposit'] });
  });

  it('"app_desc, bottom_app_desc: texts when on": on with no value is no text', () => {
    const decision = show({ route: 'request', settings: settings({ app_desc: { enabled: true, value: '   ' }, bottom_app_desc: { enabled: true } }) });
    expect(decision).toMatchObject({ kind: 'show', description: null, bottomDescription: null });
  });

  it('"withdrawal_least_times N: the count is at least N (own route)"; the withdrawal count, not the deposit one', () => {
    const s = settings({ withdrawal_least_times: { enabled: true, value: '2' } });
    expect(show({ route: 'withdraw', stats: stats({ withdrawals: 3 }), settings: s })).toMatchObject({ kind: 'show', because: ['withdrawal_least_times'] });
    expect(show({ route: 'withdraw', stats: stats({ withdrawals: 1, deposits: 3 }), settings: s }).kind).toBe('none');
  });

  it('"Several conditions: forced if any that holds is forced"', () => {
    const decision = show({ settings: settings({ first_deposit: { enabled: true }, deposit_times_forced: { enabled: true, value: '0' } }) });
    expect(decision).toMatchObject({ kind: 'show', forced: true, because: ['first_deposit', 'deposit_times_forced'] });
  });
});

describe('app-download prompt policy: the decision names the rule that refused it (its reason)', () => {
  const refused = (partial: Partial<PromptFacts>) => decidePrompt(facts(partial));
  const first = { first_deposit: { enabled: true } };

  it('"a signed-in member of a type other than 0, 1, 2 never sees it": member-type, before any other gate', () => {
    expect(refused({ member: { ...player, type: 4 }, settings: settings({ ...first, login_required: { enabled: true, value: '1' } }) })).toEqual({ kind: 'none', reason: 'member-type' });
  });

  it('"login_required: on → guests never": login-required, before the domain rule', () => {
    const s = settings({ ...first, login_required: { enabled: true, value: '1' }, domains_switch: { enabled: true, value: '3', domains: ['other.example.com'] } });
    expect(refused({ member: null, settings: s })).toEqual({ kind: 'none', reason: 'login-required' });
  });

  it('"domains_switch: … 3 → only on listed ones": domain, even for the player\'s own request', () => {
    const s = settings({ ...first, domains_switch: { enabled: true, value: '3', domains: ['other.example.com'] } });
    expect(refused({ route: 'request', settings: s })).toEqual({ kind: 'none', reason: 'domain' });
  });

  it('"download_condition_switch: off (or value 0) → no prompt on deposit, withdraw, bind card or in game": conditions-off', () => {
    expect(refused({ settings: settings({ ...first, download_condition_switch: { enabled: false, value: '1' } }) })).toEqual({ kind: 'none', reason: 'conditions-off' });
  });

  it('no condition holds on the route: no-condition', () => {
    expect(refused({ stats: { ...noStats, deposits: 1 }, settings: settings(first) })).toEqual({ kind: 'none', reason: 'no-condition' });
  });
});
