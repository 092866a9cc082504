/**
 * Stable machine codes of every error the API answers with. The client maps each code to a
 * translated message, so a code is never renamed once published.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  MALFORMED_BODY: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  MERCHANT_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // Refused by the HTTP layer before any route runs (DESIGN §4: still the envelope).
  MALFORMED_REQUEST: 400,
  MALFORMED_URL: 400,
  REQUEST_TIMEOUT: 408,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  // Accounts and access (spec §5, §6, §8).
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  VERIFICATION_CODE_INVALID: 400,
  VERIFICATION_CODE_EXPIRED: 400,
  EXTRA_VERIFICATION_REQUIRED: 403,
  PHONE_INVALID: 400,
  ACCOUNT_NOT_FOUND: 404,
  ACCOUNT_TAKEN: 409,
  MOBILE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  INVITATION_CODE_INVALID: 400,
  OLD_PASSWORD_WRONG: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_AGENT: 403,
  NOT_MEMBER: 403,
  TRIAL_ACCOUNT: 403,
  ACCOUNT_DISABLED: 403,
  FEATURE_DISABLED: 403,
  ENCRYPTION_REQUIRED: 400,
  DECRYPTION_FAILED: 400,
  /** A sealed body whose nonce was already used: a copy of an earlier request. */
  SEALED_BODY_REPLAYED: 400,
  /** A sealed body sealed too long ago (or ahead of the server's clock); the value has `serverTime`. */
  SEALED_BODY_STALE: 400,
  IDENTITY_TOKEN_INVALID: 401,
  HANDOFF_CODE_INVALID: 401,
  SMS_QUOTA_EXCEEDED: 429,
  /** The merchant's or the country code's hourly SMS budget is spent (SMS pumping guard). */
  SMS_BUDGET_EXCEEDED: 429,
  ALREADY_SET: 409,
  TOTP_REQUIRED: 401,
  SMS_FAILED: 502,
  MAIL_FAILED: 502,
  // Wallet (spec §1, §4, DESIGN §5).
  INSUFFICIENT_FUNDS: 409,
  PAYMENT_PASSWORD_NOT_SET: 400,
  PAYMENT_PASSWORD_WRONG: 400,
  IDEMPOTENCY_CONFLICT: 409,
  PAYEE_NAME_NOT_SET: 400,
  BANK_ACCOUNT_LIMIT: 409,
  WITHDRAWAL_DAILY_LIMIT: 400,
  PROOF_LIMIT: 409,
  WALLET_NOT_FOUND: 404,
  GAME_MAINTENANCE: 409,
  /** The vendor refused a move into its wallet: the money is back in the main wallet. */
  VENDOR_TRANSFER_REFUSED: 502,
  /** The operator who asked for a manual adjustment cannot also approve it (four eyes). */
  ADJUSTMENT_SELF_APPROVAL: 403,
  /** The adjustment was already approved or rejected (by someone else, or the other way). */
  ADJUSTMENT_DECIDED: 409,
  /** The operator who asked for a channel account change can neither approve nor reject it. */
  ACCOUNT_CHANGE_SELF_DECISION: 403,
  /** The account change was already approved or rejected. */
  ACCOUNT_CHANGE_DECIDED: 409,
  /** The channel's account is no longer the one the change starts from: reject it and ask again. */
  ACCOUNT_CHANGE_OUTDATED: 409,
  /** The new upline of a member must be an agent of the merchant. */
  UPLINE_NOT_AGENT: 400,
  /** Moving a member under one of their own downline (or themselves) would make a loop. */
  UPLINE_CYCLE: 409,
  /** An agent with members under them cannot become a plain member. */
  AGENT_HAS_DOWNLINE: 409,
  /** Trial (free play) players are never part of the agent tree. */
  TRIAL_MEMBER: 409,
  /** An agent creates players, or agents of its own type: it hands out no more than it holds. */
  DOWNLINE_TYPE_NOT_ALLOWED: 403,
  // Games (spec §2 Starting a game) and the vendor wallet API (docs/vendor-api.md).
  FAVOURITE_LIMIT: 409,
  VENDOR_SIGNATURE_INVALID: 401,
  VENDOR_TIMESTAMP_STALE: 401,
  VENDOR_IP_NOT_ALLOWED: 403,
  VENDOR_TOKEN_INVALID: 401,
  VENDOR_TOKEN_EXPIRED: 401,
  /** The launch token was issued for another game than the call names. */
  VENDOR_GAME_MISMATCH: 403,
  /** The vendor has no such game in the catalog, or the operator switched it off. */
  GAME_NOT_FOUND: 404,
  PLAYER_NOT_FOUND: 404,
  ROUND_NOT_FOUND: 404,
  ROUND_CLOSED: 409,
  BET_ROLLED_BACK: 409,
  /** A refund names a bet the platform never took. */
  BET_NOT_FOUND: 404,
  /** The refunds of a bet would add up to more than its stake. */
  REFUND_EXCEEDS_STAKE: 409,
  /** A bet names free rounds the player does not have for this game. */
  FREE_ROUNDS_NOT_FOUND: 404,
  /** The free rounds are used up, expired or cancelled, or the bet is not their stake. */
  FREE_ROUNDS_UNAVAILABLE: 409,
  TRANSACTION_CONFLICT: 409,
  /** The vendor never sent this transaction id (or it was refused, which stores nothing). */
  TRANSACTION_NOT_FOUND: 404,
  /** The operator locked the player: no new bet or game session. */
  PLAYER_BLOCKED: 403,
  // Responsible gambling: the player's own limits and exclusions (value: LimitRefusal / ExclusionView).
  /** A deposit, wager or loss limit of the player would be passed; nothing was taken. */
  LIMIT_REACHED: 409,
  /** The player self-excluded (or registers again as the same person): no login, deposit or bet. */
  SELF_EXCLUDED: 403,
  /** The player is on a time-out: no login, deposit or bet until it ends. */
  TIMED_OUT: 403,
  CURRENCY_MISMATCH: 400,
  // Scheduled jobs (operator API).
  JOB_NOT_FOUND: 404,
  /** The period key names no period of the job's schedule (malformed, or not one of its boundaries). */
  JOB_PERIOD_INVALID: 400,
  /** The period has not ended yet: its run is not due. */
  JOB_PERIOD_NOT_DUE: 409,
  JOB_RUN_IN_PROGRESS: 409,
  // Agent contracts (spec §3, §4).
  CONTRACTS_DISABLED: 403,
  CONTRACT_TO_SELF: 400,
  CONTRACT_DIRECT_DOWNLINE_ONLY: 400,
  CONTRACT_RECIPIENT_NOT_AGENT: 400,
  CONTRACT_KIND_NOT_OFFERED: 400,
  CONTRACT_RATE_ABOVE_MAX: 400,
  CONTRACT_RATE_ABOVE_UPLINE: 400,
  CONTRACT_UPLINE_HAS_NONE: 400,
  CONTRACT_PERIOD_MISMATCH: 400,
  CONTRACT_OFFER_PENDING: 409,
  CONTRACT_NOT_ACTIONABLE: 409,
  // Risk (operator risk queue).
  /** An operator put the member's withdrawals on hold while a risk signal is reviewed. */
  WITHDRAWALS_ON_HOLD: 403,
  /** An operator restricted the member's bonuses (free rounds, bonus credits) after a risk signal. */
  BONUSES_RESTRICTED: 403,
  RISK_SIGNAL_NOT_FOUND: 404,
  /** The action names a member the signal's evidence does not include. */
  RISK_MEMBER_NOT_IN_SIGNAL: 400,
  // Know your customer (member verification tiers).
  /** The birth date makes the player younger than the site's minimum age. */
  KYC_UNDER_AGE: 400,
  /** Identity documents need tier 1 (name, birth date and address) first. */
  KYC_TIER_REQUIRED: 409,
  /** A submission is already waiting for review, or the reviewed one is no longer pending. */
  KYC_REVIEW_PENDING: 409,
  KYC_NOT_PENDING: 409,
  /** The amount passes the player's verification tier limit over 30 days; value: { tier, remaining }. */
  KYC_LIMIT_EXCEEDED: 409,
  // Platform messages.
  /** The message's target matches no player who may receive it: nothing was sent. */
  MESSAGE_NO_RECIPIENTS: 409,
  // Live chat room (refused posts and joins; over the socket as `chat_refused`).
  CHAT_EMPTY: 400,
  CHAT_TOO_LONG: 400,
  CHAT_RATE_LIMITED: 429,
  /** The player is muted by a moderator until the time in the message. */
  CHAT_MUTED: 403,
  CHAT_WORD_BLOCKED: 400,
  CHAT_LINK_BLOCKED: 400,
  /** No such room of this site (another merchant's room is not found either). */
  CHAT_ROOM_NOT_FOUND: 404,
  CHAT_NOT_JOINED: 409,
  // In-house lotteries.
  /** No draw of this site has this id. */
  DRAW_NOT_FOUND: 404,
  /** The draw no longer takes bets: its betting closed, it was drawn or cancelled. */
  BETTING_CLOSED: 409,
  /** The bet would take what the draw owes on one selection past the lottery's cap; value: { market, selection, remaining }. */
  EXPOSURE_LIMIT: 409,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/**
 * One failing input, named by where it was found: `body.username`, `query.lang`, `params.id`.
 * `key` and `params` name the translated message (spec §5) so a client shows it in its language.
 */
export interface FieldError {
  field: string;
  message: string;
  key?: string;
  params?: Record<string, number>;
}
