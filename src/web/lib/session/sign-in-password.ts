/**
 * The password typed at sign-in, held in memory only (never stored) while the account must still
 * replace it, so the choose-password form of a first sign-in need not ask for the one-time
 * password a second time. A reload forgets it, and the form then asks.
 */
let held: string | null = null;

export const holdSignInPassword = (password: string) => {
  held = password;
};

export const forgetSignInPassword = () => {
  held = null;
};

export const heldSignInPassword = () => held;
