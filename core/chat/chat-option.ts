/** player-journey §5 "Chat is shown only if option CBS3 is on" (read by the app and by the boot shell's navigation). */
export const CHAT_OPTION = 'CBS3';
