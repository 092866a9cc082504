// The responsible-gaming feature's public entry: the refusal words the login and deposit forms show.
// Its screens (the member-centre tab, the reality check) load through lazy.ts.
export { responsibleRefusalText } from './refusal-text.ts';
