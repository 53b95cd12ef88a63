import type { Logger } from '../../core/config/ports';

export const consoleLogger: Logger = {
  warn: (message) => console.warn(message),
};
