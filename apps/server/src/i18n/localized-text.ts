// The console's preview picks a language the way the server answers, so the rule lives in the contract.
export { pickText } from '@platform/contract/i18n';
