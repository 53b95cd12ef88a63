import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';
import { useRetryableResult } from '../app/use-use-case-result';
import { LoadFailed, LoadingLine } from '../ui/load-state';
import { PageLayout } from '../app/page-layout';

/**
 * /m/help: the customer-service hub. Every entry the player may open (shell §5 filtering), entries of one csType
 * together (the server's type names are no words for a player, so no group heading), each opened directly; the site serves no help articles in the spec, so the page is the way
 * to a person.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const list = useService(TOKENS.ListCustomerServiceEntries);
  const open = useService(TOKENS.OpenCustomerService);
  const state = useService(TOKENS.SessionState);
  const labelId = state.memberInfo?.clubLabel?.labelId ?? null;
  // The player's own list (their VIP label), asked again when the label changes.
  const listed = useMemo(() => ({ execute: () => list.execute({ labelId }) }), [list, labelId]);
  const { result: outcome, retry } = useRetryableResult(listed);

  const groups = outcome?.kind === 'loaded' ? outcome.groups : [];
  return (
    <PageLayout title={t('help_title')}>
      <p className="page-intro">{t('help_contact')}</p>
      <section aria-labelledby="help-channels">
        <h2 id="help-channels" className="section-title">
          {t('help_channels')}
        </h2>
        {outcome === null ? <LoadingLine /> : null}
        {outcome?.kind === 'failed' ? (
          <LoadFailed onRetry={retry} />
        ) : null}
        {outcome?.kind === 'loaded' && groups.length === 0 ? <p className="page-intro">{t('cs_unavailable')}</p> : null}
        {groups.map((group) => (
          <div key={group.csType} className="help-group">
            <ul className="link-list">
              {group.entries.map((entry) => (
                <li key={entry.entry}>
                  <button type="button" className="list-button" onClick={() => void open.execute({ labelId, entry: entry.entry })}>
                    {/* Untitled: "CS {n}" by its place in the player's list, as the action list names it. */}
                    <span dir="auto">{entry.title ?? t('cs_entry', { number: entry.entry + 1 })}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </PageLayout>
  );
}
