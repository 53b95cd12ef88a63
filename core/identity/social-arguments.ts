import type { SocialArguments } from './model';

/** The social login arguments kept in memory between the login and the bind step (player-journey §3). */
export class SocialArgumentsMemory {
  private kept: SocialArguments | null = null;

  keep(args: SocialArguments): void {
    this.kept = args;
  }

  current(): SocialArguments | null {
    return this.kept;
  }

  /** player-journey §4 "Any other error: stored social arguments are reset". */
  reset(): void {
    this.kept = null;
  }
}
