/** Where the sandbox gateway lives on this server when enabled: clearly not part of the real API. */
export const SANDBOX_GATEWAY_PATHS = {
  pay: '/dev/sandbox-gateway/pay',
} as const;
