import { BehaviorSubject, type Observable } from 'rxjs';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { KeyValueStore } from '../runtime/ports';
import { LANGUAGE_STORAGE_KEY } from '../runtime/storage-keys';
import { languageKeyOf, syncsLanguageToServer, type LanguageKey } from './languages';


export type LanguageChange =
  | { readonly kind: 'changed'; readonly language: LanguageKey; readonly synced: boolean }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'unsupported' }
  /** Changed here; the server kept the old value (the request layer has shown why). */
  | { readonly kind: 'sync-failed'; readonly language: LanguageKey };

export interface LanguageSettingDeps {
  readonly api: ApiClient;
  readonly store: KeyValueStore;
  /** The logged-in member's type, or null for a guest (shell §3 Member info). */
  readonly memberType: () => number | null;
  readonly initial: LanguageKey;
}

/**
 * The chosen UI language as a stream: the Language header, the html lang and dir and the loaded
 * strings follow it. A change is stored and synced to the server (/wps/member/language) for members except
 * type 4 (shell §3 "4 is excluded from language sync"; docs/decisions.md "Languages at run time").
 */
export class LanguageSetting {
  private readonly subject: BehaviorSubject<LanguageKey>;
  readonly language$: Observable<LanguageKey>;

  constructor(private readonly deps: LanguageSettingDeps) {
    this.subject = new BehaviorSubject<LanguageKey>(deps.initial);
    this.language$ = this.subject.asObservable();
  }

  get current(): LanguageKey {
    return this.subject.value;
  }

  async change(value: string): Promise<LanguageChange> {
    const requested = languageKeyOf(value);
    if (!requested) return { kind: 'unsupported' };
    if (requested === this.current) return { kind: 'unchanged' };
    this.deps.store.set(LANGUAGE_STORAGE_KEY, requested);
    this.subject.next(requested);
    if (!syncsLanguageToServer(this.deps.memberType())) return { kind: 'changed', language: requested, synced: false };
    try {
      await this.deps.api.post(endpoints.memberLanguage, { language: requested });
      return { kind: 'changed', language: requested, synced: true };
    } catch {
      return { kind: 'sync-failed', language: requested };
    }
  }
}
