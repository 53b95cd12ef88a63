/** English UI strings; every language file has these keys (issue 3 adds the other languages). */
export const messagesEn = {
  notice: 'Notice',
  confirm: 'Confirm',
  cancel: 'Cancel',
  loading: 'Loading…',
  please_login: 'Please log in to continue.',
  timeout_retry_please: 'The request timed out. Please try again.',
  network_offline: 'Network offline',
  unknown_error: 'Unknown error',
  encryption_failed: 'Your data could not be protected for sending. Please try again.',
  home_title: 'Home',
  home_welcome: 'Welcome! Pick a game and good luck.',
  login_title: 'Log in',
  go_to_login: 'Log in',
  go_home: 'Home',
  main_navigation: 'Main navigation',
  page_not_found: 'This page does not exist.',
  maintenance_title: 'System maintenance',
  access_denied_title: 'Access denied',
  retry: 'Retry',
  render_failed: 'This screen could not be shown. Please check your connection and retry.',
} as const;

export type Messages = Record<keyof typeof messagesEn, string>;
