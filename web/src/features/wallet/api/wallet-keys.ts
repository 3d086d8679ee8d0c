/**
 * Every wallet query sits under ['wallet']; the balance itself is the user info
 * (['user', 'info']), which the Me screen and the payment screen read too.
 */
export const walletKey = ['wallet'] as const;
export const userInfoKey = ['user', 'info'] as const;
