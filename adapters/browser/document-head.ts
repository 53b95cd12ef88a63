/**
 * The document's head and root element as the shell sets them: title, meta description, canonical
 * link, robots noindex, language and direction, theme. One element of each kind, created on first use.
 */
export class DocumentHead {
  constructor(private readonly doc: Document) {}

  setTitle(title: string): void {
    this.doc.title = title;
  }

  setDescription(description: string): void {
    this.meta('description').content = description;
  }

  setCanonical(url: string): void {
    let link = this.doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = this.doc.createElement('link');
      link.rel = 'canonical';
      this.doc.head.append(link);
    }
    link.href = url;
  }

  /** shell §2: a robots noindex tag on some pages; absent on the others. */
  setNoindex(noindex: boolean): void {
    const existing = this.doc.head.querySelector('meta[name="robots"]');
    if (!noindex) existing?.remove();
    else this.meta('robots').content = 'noindex';
  }

  setLanguage(htmlLang: string, direction: 'ltr' | 'rtl'): void {
    this.doc.documentElement.lang = htmlLang;
    this.doc.documentElement.dir = direction;
  }

  setTheme(theme: string): void {
    this.doc.documentElement.dataset.theme = theme;
  }

  private meta(name: string): HTMLMetaElement {
    let meta = this.doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (!meta) {
      meta = this.doc.createElement('meta');
      meta.name = name;
      this.doc.head.append(meta);
    }
    return meta;
  }
}
