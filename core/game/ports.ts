/**
 * The reach issue's in-game download prompt: the game view only says when it fires (in_game_popup_interval
 * seconds after the game started); its adapter is a no-op until that issue lands.
 */
export interface InGamePrompt {
  show(): void;
}
