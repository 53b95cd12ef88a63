/**
 * The consolidated settings call (shell §7), dependency-free: the catalogue's row and the boot entry's early
 * request (adapters/boot/boot-prefetch.ts) both read it here, so the entry does not carry the catalogue.
 */
export const SETTINGS_PATH = '/wps/system/settings/consolidated';
export const SETTINGS_MODULE_ID = 'COMM3';
