import * as v from 'valibot';
import { isFields, lenientText } from '../decode/lenient-schemas';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { safeHttpUrl } from '../url/http-url';

const resourceSchema = v.object({ resourceType: lenientText, url: lenientText });

/** The resource list, as an array under `value`, or under `resources`/`list` of `value` or the top level. */
function resourceList(body: unknown): unknown[] {
  const candidates: unknown[] = [body];
  if (isFields(body)) candidates.push(body.value, body.resources, body.list);
  if (isFields(body) && isFields(body.value)) candidates.push(body.value.resources, body.value.list);
  // Stryker disable next-line ArrayDeclaration: equivalent, an item that is not a resource object is skipped by the schema
  return candidates.filter(Array.isArray)[0] ?? [];
}

/** The MOBILECONFIG resource's http(s) URL (shell §3 "Resource"), or null. */
export function mobileconfigUrl(body: unknown): string | null {
  for (const entry of resourceList(body)) {
    const resource = v.safeParse(resourceSchema, entry);
    if (resource.success && resource.output.resourceType.toUpperCase() === 'MOBILECONFIG') return safeHttpUrl(resource.output.url);
  }
  return null;
}

/** Asks the download resources for the iOS profile (WPSCORE_getDownloadSetting); null when none or on failure. */
export async function loadProfileUrl(api: ApiClient, domain: string): Promise<string | null> {
  try {
    return mobileconfigUrl(await api.call(endpoints.downloadSetting, { query: { domain } }));
  } catch {
    return null;
  }
}
