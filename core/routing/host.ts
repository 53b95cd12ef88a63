/** The host name in lower case, without port or one trailing dot; IPv6 literals keep their brackets. */
export function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  const name = lower.split(':', 1)[0] as string;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** True for an IPv4 address or a bracketed IPv6 literal (as hostnameOf returns them). */
export function isIpAddress(hostname: string): boolean {
  return hostname.startsWith('[') || IPV4.test(hostname);
}

/** The host's labels, split on dots ('localhost' is one label). */
export function labelsOf(hostname: string): string[] {
  return hostname.split('.');
}
