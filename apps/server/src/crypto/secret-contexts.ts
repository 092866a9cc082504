/**
 * What each sealed secret is bound to (its table, column and row): a sealed value opens only under
 * the same context, so one copied onto another member, operator or vendor does not open there.
 */
export const secretContext = {
  memberTotp: (memberId: number) => `members.totp_secret:${memberId}`,
  operatorTotp: (operatorId: number) => `operators.totp_secret:${operatorId}`,
  vendorApiSecret: (vendorCode: string) => `vendor_integrations.api_secret:${vendorCode}`,
};
