/**
 * The headers every /wps call carries (shell §7 "common request layer": JSON, Merchant, Language, ModuleId where the
 * catalogue names one). Dependency-free: ApiClient and the boot entry's early settings call both build them here.
 */
export function commonHeaders(merchantCode: string, language: string, moduleId: string | undefined): Record<string, string | undefined> {
  return { 'Content-Type': 'application/json', Merchant: merchantCode, Language: language, ModuleId: moduleId };
}
