import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import { EndpointSwitches } from './dev-panel-endpoints';
import { PlayerSwitches, type PlayerSwitchesProps } from './dev-panel-player';
import { CaptchaSwitches } from './dev-panel-captcha';
import { AppPromptSwitches } from './dev-panel-app-prompt';
import { WhiteLabelSwitches } from './dev-panel-white-label';
import { PushBindingList } from './dev-panel-push';
import { TrackingEventLog } from './dev-panel-tracking';
import { VitalsLog } from './dev-panel-vitals';
import { RefusedRequestLog } from './dev-panel-refused';
import { DEFAULT_MAINTENANCE_DESCRIPTION, SECOND_FACTOR_OPTIONS, scenarios, type SiteConfigEntry } from './scenarios';

/** Developer panel (dev and mock builds only, lazy-loaded): every scenario switch of the mock backend. */

const button: CSSProperties = {
  position: 'fixed',
  // Over the middle of the page header (its title, no control): anywhere over the content it would cover some
  // control at some scroll, and the mini-game widget docks above the bottom navigation.
  top: 'calc(env(safe-area-inset-top) + 6px)',
  left: '50%',
  transform: 'translateX(-50%)',
  minHeight: 44,
  zIndex: 2147483000,
  padding: '6px 10px',
  font: '12px system-ui, sans-serif',
  background: '#222',
  color: '#fff',
  border: 0,
  borderRadius: 4,
  opacity: 0.85,
};

const panel: CSSProperties = {
  position: 'fixed',
  right: 8,
  top: 'calc(env(safe-area-inset-top) + 56px)',
  zIndex: 2147483000,
  width: 'min(360px, calc(100vw - 16px))',
  maxHeight: '75vh',
  overflow: 'auto',
  padding: 8,
  font: '12px system-ui, sans-serif',
  color: '#111',
  background: '#fff',
  border: '1px solid #888',
  borderRadius: 4,
  boxShadow: '0 2px 12px rgba(0,0,0,.3)',
};

/** The failover demo on the seeded domains of both merchants (player-journey §4 "Domain-unreachable notice"). */
const MIXED_DOMAIN_PINGS: Readonly<Record<string, number | 'dead'>> = {
  'm1.demo1.mock.invalid': 'dead',
  'm2.demo1.mock.invalid': 1_500,
  'm3.demo1.mock.invalid': 200,
  'm1.demo2.mock.invalid': 'dead',
  'm2.demo2.mock.invalid': 200,
};
/** The siteConfig switch's demo list: more than the 10 pinged, full origins and bare hosts mixed. */
const TWELVE_DOMAINS: readonly string[] = Array.from({ length: 12 }, (_, i) => `${i % 2 === 0 ? 'https://' : ''}m${i + 1}.failover.mock.invalid`);
/** The siteConfig switch's entries: "one" opens directly, "none" hides the notice's customer-services button. */
type SiteConfigServices = 'seeded' | 'none' | 'one';
const SITE_CONFIG_SERVICES: Readonly<Record<SiteConfigServices, readonly SiteConfigEntry[] | null>> = {
  seeded: null,
  none: [],
  one: [{ title: 'Hotline', url: 'https://cs.mock.invalid/hotline', csType: 'COMM100' }],
};
const CLEAR_DOMAIN_PINGS = (current: Readonly<Record<string, unknown>>) => Object.fromEntries(Object.keys(current).map((key) => [key, null]));

function siteConfigServices(entries: readonly unknown[] | null): SiteConfigServices {
  if (!entries) return 'seeded';
  return entries.length === 0 ? 'none' : 'one';
}

const field: CSSProperties = { display: 'flex', gap: 6, alignItems: 'center', margin: '4px 0' };

/** Edited as a draft and applied when the field loses focus, so typing a new line is possible. */
function OriginsField({ origins }: { readonly origins: readonly string[] }) {
  const [draft, setDraft] = useState(origins.join('\n'));
  return (
    <label style={{ ...field, alignItems: 'flex-start' }}>
      Unreachable origins (one per line)
      <textarea
        rows={2}
        placeholder="https://m1.demo1.mock.invalid"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => scenarios.set({ unreachableOrigins: draft.split('\n').map((line) => line.trim()).filter(Boolean) })}
      />
    </label>
  );
}

export function DevPanel({ merchantCode, reload }: PlayerSwitchesProps = {}) {
  const [open, setOpen] = useState(false);
  const current = useSyncExternalStore(scenarios.subscribe, scenarios.get, scenarios.get);

  return (
    // data-dev-panel: the mock's own tool, left out of the product's checks (axe, target sizes).
    <div data-dev-panel="" style={{ display: 'contents' }}>
      <button type="button" style={button} aria-expanded={open} aria-controls="mock-scenarios-panel" onClick={() => setOpen(!open)}>
        Mock scenarios
      </button>
      {open && (
        <section id="mock-scenarios-panel" role="dialog" aria-label="Mock scenarios" style={panel}>
          <fieldset>
            <legend>System status</legend>
            <label style={field}>
              <input
                type="checkbox"
                checked={current.maintenance.enabled}
                onChange={(event) => scenarios.set({ maintenance: { enabled: event.target.checked } })}
              />
              Maintenance
            </label>
            <label style={field}>
              Maintenance end
              <input
                type="text"
                placeholder="empty: no end time"
                value={current.maintenance.end ?? ''}
                onChange={(event) => scenarios.set({ maintenance: { end: event.target.value || null } })}
              />
            </label>
            <label style={field}>
              <input
                type="checkbox"
                checked={current.maintenance.description !== null}
                onChange={(event) =>
                  scenarios.set({ maintenance: { description: event.target.checked ? DEFAULT_MAINTENANCE_DESCRIPTION : null } })
                }
              />
              Maintenance description
            </label>
            <label style={field}>
              Maintenance description text
              <input
                type="text"
                disabled={current.maintenance.description === null}
                value={current.maintenance.description ?? ''}
                onChange={(event) => scenarios.set({ maintenance: { description: event.target.value } })}
              />
            </label>
            <label style={field}>
              <input
                type="checkbox"
                checked={current.regionRestriction.enabled}
                onChange={(event) => scenarios.set({ regionRestriction: { enabled: event.target.checked } })}
              />
              Region restriction
            </label>
            <label style={field}>
              Visitor IP
              <input
                type="text"
                value={current.regionRestriction.ip}
                onChange={(event) => scenarios.set({ regionRestriction: { ip: event.target.value } })}
              />
            </label>
            <label style={field}>
              <input
                type="checkbox"
                checked={current.domainNotAvailable}
                onChange={(event) => scenarios.set({ domainNotAvailable: event.target.checked })}
              />
              Domain not available
            </label>
            <label style={field}>
              Domain pings{' '}
              <select
                value={Object.keys(current.domainPings).length > 0 ? 'mixed' : 'all'}
                onChange={(event) => scenarios.set({ domainPings: event.target.value === 'mixed' ? MIXED_DOMAIN_PINGS : CLEAR_DOMAIN_PINGS(current.domainPings) })}
              >
                <option value="all">every domain answers at once</option>
                <option value="mixed">m1 dead, m2 slow (1.5 s), m3 fast (0.2 s)</option>
              </select>
            </label>
            <label style={field}>
              Site-config domains{' '}
              <select
                value={current.siteConfig.domainList ? 'twelve' : 'seeded'}
                onChange={(event) => scenarios.set({ siteConfig: { domainList: event.target.value === 'twelve' ? [...TWELVE_DOMAINS] : null } })}
              >
                <option value="seeded">the merchant's seeded list</option>
                <option value="twelve">12 domains (10 pinged), origins and bare hosts</option>
              </select>
            </label>
            <label style={field}>
              Site-config services{' '}
              <select
                value={siteConfigServices(current.siteConfig.customerService)}
                onChange={(event) => scenarios.set({ siteConfig: { customerService: SITE_CONFIG_SERVICES[event.target.value as SiteConfigServices]?.map((entry) => ({ ...entry })) ?? null } })}
              >
                <option value="seeded">the merchant's seeded entries</option>
                <option value="none">none (no services button)</option>
                <option value="one">one entry (opens directly)</option>
              </select>
            </label>
          </fieldset>

          <fieldset>
            <legend>Login</legend>
            <label style={field}>
              <input
                type="checkbox"
                checked={current.secondFactor.required}
                onChange={(event) => scenarios.set({ secondFactor: { required: event.target.checked } })}
              />
              Second factor required
            </label>
            {SECOND_FACTOR_OPTIONS.map((option) => (
              <label key={option} style={field}>
                <input
                  type="checkbox"
                  checked={current.secondFactor.options.includes(option)}
                  onChange={(event) => {
                    const others = current.secondFactor.options.filter((candidate) => candidate !== option);
                    scenarios.set({ secondFactor: { options: event.target.checked ? [...others, option] : others } });
                  }}
                />
                Offer {option}
              </label>
            ))}
          </fieldset>

          <PlayerSwitches {...(merchantCode ? { merchantCode } : {})} {...(reload ? { reload } : {})} />

          <EndpointSwitches current={current} />

          <fieldset>
            <legend>Network and assets</legend>
            <OriginsField key={current.unreachableOrigins.join('\n')} origins={current.unreachableOrigins} />
            <label style={field}>
              Asset version
              <input type="text" value={current.assetVersion} onChange={(event) => scenarios.set({ assetVersion: event.target.value })} />
            </label>
          </fieldset>

          <fieldset>
            <legend>Home</legend>
            <label style={field}>
              <input
                type="checkbox"
                checked={current.announcementPopups}
                onChange={(event) => scenarios.set({ announcementPopups: event.target.checked })}
              />
              Announcement popups
            </label>
          </fieldset>

          <WhiteLabelSwitches current={current} />

          <CaptchaSwitches current={current} />

          <AppPromptSwitches current={current} />
          <RefusedRequestLog />
          <TrackingEventLog />
          <VitalsLog />
          <PushBindingList />

          <button type="button" onClick={() => scenarios.reset()}>
            Reset all scenarios
          </button>
        </section>
      )}
    </div>
  );
}

export default DevPanel;
