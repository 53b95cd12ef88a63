import { useEffect, useState, type CSSProperties } from 'react';
import { savePeople } from './browser-persistence';
import { APP_CACHE_PREFIX, currentSession, memberOfType, SESSION_INFO_KEY, signInAs } from './dev-sign-in';
import { LANGUAGE_KEYS, LANGUAGE_STORAGE_KEY } from './languages';
import { ensureSeeded } from './seed';
import { MEMBER_TYPES, type MemberType } from './seed-members';

const field: CSSProperties = { display: 'flex', gap: 6, alignItems: 'center', margin: '4px 0' };

const GUEST = 'guest';

export interface PlayerSwitchesProps {
  /** The app's merchant; without it the panel reads `{base}app-config.json` like the app (DEMO1 when unreadable). */
  readonly merchantCode?: string;
  /** Reloads the page after a switch (tests pass a spy). */
  readonly reload?: () => void;
}

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function useAppMerchant(given: string | undefined): string | null {
  const [read, setRead] = useState<string | null>(null);
  useEffect(() => {
    if (given) return;
    let alive = true;
    fetch(`${import.meta.env.BASE_URL}app-config.json`, { cache: 'no-cache' })
      .then((response) => (response.ok ? (response.json() as Promise<{ merchantCode?: unknown }>) : {}))
      .catch(() => ({}))
      .then((config: { merchantCode?: unknown }) => {
        if (alive) setRead(typeof config.merchantCode === 'string' && config.merchantCode ? config.merchantCode : 'DEMO1');
      });
    return () => {
      alive = false;
    };
  }, [given]);
  return given ?? read;
}

function dropAppCache(storage: Storage): void {
  for (const key of Object.keys(storage)) if (key.startsWith(APP_CACHE_PREFIX)) storage.removeItem(key);
}

/** Language of the app and the signed-in member type: each switch writes what the app reads at boot, then reloads. */
export function PlayerSwitches({ merchantCode, reload = () => window.location.reload() }: PlayerSwitchesProps) {
  const merchant = useAppMerchant(merchantCode);
  const [seeded, setSeeded] = useState(false);
  const [problem, setProblem] = useState('');
  const local = storageOf('localStorage');
  const session = storageOf('sessionStorage');

  useEffect(() => {
    let alive = true;
    void ensureSeeded().then(() => alive && setSeeded(true));
    return () => {
      alive = false;
    };
  }, []);

  const signedIn = seeded && merchant ? currentSession(session?.getItem(SESSION_INFO_KEY) ?? null, merchant) : null;
  const memberType = signedIn && (MEMBER_TYPES as readonly number[]).includes(signedIn.type) ? String(signedIn.type) : GUEST;

  async function switchMember(choice: string): Promise<void> {
    if (!merchant || !session) return;
    if (choice === GUEST) {
      session.removeItem(SESSION_INFO_KEY);
    } else {
      const info = await signInAs(merchant, Number(choice) as MemberType);
      if (!info) {
        setProblem(`${merchant} has no member of type ${choice}.`);
        return;
      }
      session.setItem(SESSION_INFO_KEY, JSON.stringify(info));
      savePeople(session); // the new session must survive the reload
    }
    dropAppCache(session);
    reload();
  }

  return (
    <fieldset>
      <legend>Player{merchant ? ` (${merchant})` : ''}</legend>
      <label style={field}>
        Language
        <select
          value={local?.getItem(LANGUAGE_STORAGE_KEY) ?? ''}
          onChange={(event) => {
            if (event.target.value) local?.setItem(LANGUAGE_STORAGE_KEY, event.target.value);
            else local?.removeItem(LANGUAGE_STORAGE_KEY);
            reload();
          }}
        >
          <option value="">Browser default</option>
          {LANGUAGE_KEYS.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      </label>
      <label style={field}>
        Member type
        <select value={memberType} disabled={!merchant || !seeded} onChange={(event) => void switchMember(event.target.value)}>
          <option value={GUEST}>Guest</option>
          {MEMBER_TYPES.map((type) => {
            const member = merchant && seeded ? memberOfType(merchant, type) : undefined;
            const label = member?.clubLabel ? ` (${member.clubLabel.labelName})` : '';
            return (
              <option key={type} value={String(type)} disabled={seeded && !member}>
                {`Type ${type}${member ? `: ${member.userName}${label}` : ''}`}
              </option>
            );
          })}
        </select>
      </label>
      {problem && <p role="alert">{problem}</p>}
    </fieldset>
  );
}
