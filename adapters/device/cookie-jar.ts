import type { CookieJar } from '../../core/device/ports';

/** document.cookie, on the whole site (path=/), SameSite=Lax, and Secure when the page is https. */
export class DocumentCookieJar implements CookieJar {
  constructor(
    private readonly doc: { cookie: string },
    private readonly isSecure: () => boolean,
  ) {}

  get(name: string): string | null {
    for (const part of this.doc.cookie.split(';')) {
      const at = part.indexOf('=');
      if (at < 0 || part.slice(0, at).trim() !== name) continue;
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
    return null;
  }

  set(name: string, value: string, maxAgeSeconds: number): void {
    const secure = this.isSecure() ? '; Secure' : '';
    this.doc.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax${secure}`;
  }
}

/** Cookies in memory, where there is no document (node). */
export class MemoryCookieJar implements CookieJar {
  private readonly values = new Map<string, string>();
  get(name: string): string | null {
    return this.values.get(name) ?? null;
  }
  set(name: string, value: string): void {
    this.values.set(name, value);
  }
}
