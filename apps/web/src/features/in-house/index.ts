// The in-house games feature's public entry: the bet problem keys, which the locales must carry.
// The game page loads through lazy.ts.
export { BET_PROBLEM_KEYS } from './lib/round-error.ts';
