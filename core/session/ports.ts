/** The remembered login (player-journey §3): "cleared on login failure and on logout". */
export interface RememberedLoginEraser {
  forget(): void;
}
