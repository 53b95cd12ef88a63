import { useEffect, useState, type CSSProperties } from 'react';
import { db, type Merchant } from './db';
import { effectiveWhiteLabel } from './effective-white-label';
import { scenarios, type Scenarios } from './scenarios';
import { ensureSeeded } from './seed';
import { WHITE_LABEL_FLAGS } from './white-label-flags';

const grid: CSSProperties = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2px 8px' };

/** White-label flags per merchant: the seeded value with the scenario override on top. */
export function WhiteLabelSwitches({ current }: { readonly current: Scenarios }) {
  const [merchants, setMerchants] = useState<readonly Merchant[]>([]);
  const [code, setCode] = useState('');

  useEffect(() => {
    let alive = true;
    void ensureSeeded().then(() => {
      if (!alive) return;
      const all = db.merchants.all();
      setMerchants(all);
      setCode((previous) => previous || all[0]?.code || '');
    });
    return () => {
      alive = false;
    };
  }, []);

  const merchant = merchants.find((candidate) => candidate.code === code);

  return (
    <fieldset>
      <legend>White-label flags</legend>
      <label>
        Merchant{' '}
        <select value={code} onChange={(event) => setCode(event.target.value)}>
          {merchants.map((candidate) => (
            <option key={candidate.code} value={candidate.code}>
              {candidate.code}
            </option>
          ))}
        </select>
      </label>
      {merchant && (
        <div style={grid}>
          {WHITE_LABEL_FLAGS.map((flag) => {
            const values = effectiveWhiteLabel(merchant, current);
            return (
              <label key={flag}>
                <input
                  type="checkbox"
                  checked={values[flag]}
                  onChange={(event) => scenarios.set({ whiteLabel: { [merchant.code]: { [flag]: event.target.checked } } })}
                />{' '}
                {flag}
              </label>
            );
          })}
        </div>
      )}
      {merchant && current.whiteLabel[merchant.code] && (
        <button type="button" onClick={() => scenarios.set({ whiteLabel: { [merchant.code]: null } })}>
          Use seeded flags for {merchant.code}
        </button>
      )}
    </fieldset>
  );
}
