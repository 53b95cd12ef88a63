import { checkScriptAddress } from './trusted-script-url';
import { DEFAULT_POLICY } from './trusted-types-policies';

/**
 * The page's `default` Trusted Types policy (docs/decisions.md "Trusted Types"): what a plain string given to a script
 * or HTML sink goes through. Our code never relies on it (its sinks use the named policies); third parties do:
 * geetest's JSONP tags, a support widget's markup, Firebase's helpers. Script addresses: the page's own origin or
 * https ('strict-dynamic' trusts what those scripts insert anyway). Markup: the third-party sanitiser (forms and
 * icons kept, no script, handler or script address), refused until its chunk is in. Inline script text: refused.
 */
export interface DefaultPolicyRules {
  createHTML(input: string): string | null;
  createScriptURL(input: string): string | null;
  createScript(input: string): string | null;
}

type Sanitize = (html: string) => string;

export class DefaultPolicy {
  private sanitize: Sanitize | null = null;
  private loading: Promise<void> | null = null;
  // Sanitising parses markup, a sink of its own: a parse that came back here would recurse.
  private sanitizing = false;

  constructor(
    private readonly baseAddress: () => string,
    private readonly loadSanitizer: () => Promise<Sanitize>,
  ) {}

  readonly rules: DefaultPolicyRules = {
    createHTML: (input) => {
      if (!this.sanitize) {
        void this.ready().catch(() => undefined);
        return null;
      }
      if (this.sanitizing) return null;
      this.sanitizing = true;
      try {
        return this.sanitize(input);
      } finally {
        this.sanitizing = false;
      }
    },
    createScriptURL: (input) => {
      try {
        checkScriptAddress(input, 'https', this.baseAddress());
        return input;
      } catch {
        return null;
      }
    },
    createScript: () => null,
  };

  /**
   * Runs `insert` (a loader adding a third party's script) once that party's markup can be sanitised rather than
   * refused: at once when it can, else after the sanitiser's download, or its failure (the script is not held back).
   */
  whenReady(insert: () => void): void {
    if (this.sanitize) return insert();
    void this.ready().then(insert, insert);
  }

  /** Resolves once third-party markup can be sanitised; a failed download is tried again on the next call. */
  ready(): Promise<void> {
    this.loading ??= this.loadSanitizer().then(
      (sanitize) => {
        this.sanitize = sanitize;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: DefaultPolicyRules): unknown;
}

export interface PolicyWindow {
  readonly trustedTypes?: TrustedTypesFactory;
}

let installed: DefaultPolicy | null = null;

/** Creates the window's default policy once, before any third party runs (the boot entry). */
export function installDefaultPolicy(win: PolicyWindow, policy: DefaultPolicy): void {
  if (installed) return;
  installed = policy;
  try {
    win.trustedTypes?.createPolicy(DEFAULT_POLICY, policy.rules);
  } catch {
    // Already made by other code, or refused by the page's list: the named policies still cover our sinks.
  }
}

/** How a loader inserts a third party's script (DefaultPolicy.whenReady); at once where no default policy is installed. */
export function whenThirdPartyMarkupReady(insert: () => void): void {
  if (installed) installed.whenReady(insert);
  else insert();
}

/** The browser's default policy: this page's address, the third-party sanitiser downloaded when first needed. */
export function installBrowserDefaultPolicy(): void {
  installDefaultPolicy(
    window as PolicyWindow,
    new DefaultPolicy(
      () => document.baseURI,
      () =>
        import('../html/dompurify-sanitizer').then(({ createThirdPartySanitizer }) => {
          const sanitizer = createThirdPartySanitizer(window);
          return (html) => sanitizer.sanitize(html);
        }),
    ),
  );
}
