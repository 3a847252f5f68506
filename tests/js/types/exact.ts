// exactOptionalPropertyTypes: options may be given as undefined, as the
// engine reads them (an undefined option is a left-out option).
import { Game } from 'dice-rex-circe';

export function fromMaybe(fen: string | undefined, seed: number | undefined): Game {
  return new Game({ fen, seed, rules: undefined });
}
fromMaybe(undefined, undefined).apply({ from: 'e2', to: 'e4', promotion: undefined });
