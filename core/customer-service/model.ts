/** shell §3 "Customer service entry" as the server sends it: the path is still encrypted. */
export interface EncodedCustomerServiceEntry {
  readonly title: string;
  /** Encrypted; "its last 8 characters are the key for the rest". */
  readonly path: string;
  /** Upper case: AICAN, MIDUOKE, LIVECHAT, COMM100, COMM100VIP; other values are kept. */
  readonly csType: string;
  /** '' when the server sends none (docs/decisions.md "Customer-service positions"). */
  readonly csPosition: string;
  /** Empty: a general entry (shell §5 "Customer service filtering"). */
  readonly labelIds: readonly string[];
}

/** What opening an entry does: open a link in a new tab, or inject and open a support widget. */
export type CustomerServiceTarget =
  | { readonly kind: 'link'; readonly url: string }
  | { readonly kind: 'widget'; readonly scriptUrl: string };

/** An entry whose path decrypted to something safe to open. */
export interface CustomerServiceEntry {
  readonly title: string;
  readonly csType: string;
  readonly csPosition: string;
  readonly labelIds: readonly string[];
  readonly target: CustomerServiceTarget;
}

/** csTypes whose entries may be a support-widget script (player-journey §9 "Support-widget script injection"). */
export const WIDGET_CS_TYPES: readonly string[] = ['LIVECHAT', 'COMM100', 'COMM100VIP'];
