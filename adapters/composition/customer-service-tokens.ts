import type { ListCustomerServiceEntries, ListEntriesOutcome } from '../../core/customer-service/list-entries';
import type { OpenCustomerService, OpenCustomerServiceOutcome, OpenCustomerServiceRequest } from '../../core/customer-service/open-customer-service';
import type { ExternalLinkOpener, PathDecoder, SupportWidgetLoader } from '../../core/customer-service/ports';
import type { EntryAudience } from '../../core/customer-service/select-entries';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens customer-service-module.ts binds. */
export const customerServiceTokens = {
  PathDecoder: token<PathDecoder>('PathDecoder'),
  ExternalLinkOpener: token<ExternalLinkOpener>('ExternalLinkOpener'),
  SupportWidgetLoader: token<SupportWidgetLoader>('SupportWidgetLoader'),
  OpenCustomerService: token<UseCase<[OpenCustomerServiceRequest?], OpenCustomerServiceOutcome>>('OpenCustomerService'),
  /** The customer-service code, downloaded once for the opener and the help page's list (one entries cache). */
  CustomerServiceLoader: token<() => Promise<{ open: OpenCustomerService; list: ListCustomerServiceEntries }>>('CustomerServiceLoader'),
  ListCustomerServiceEntries: token<UseCase<[EntryAudience?], ListEntriesOutcome>>('ListCustomerServiceEntries'),
} as const;
