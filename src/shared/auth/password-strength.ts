import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PRODUCT_NAME } from '../constants.js';
import { MSG, SERVER_MSG } from '../messages.js';

/** What is known about the person choosing the password, so it cannot be built from it. */
export interface PasswordOwner {
  username?: string;
  email?: string;
  fullName?: string;
}

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordAssessment {
  score: PasswordScore;
  /** Why the password is refused, or undefined when it may be used. */
  problem: string | undefined;
}

/** zxcvbn's "safely unguessable" score: about 10^10 guesses (decision 034). */
export const ACCEPTED_SCORE = 3;
const SHORTEST_PERSONAL_PART = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

// The dictionaries are about 1.5 MB: imported on first use, once per process or page, so the
// web app's first paint and main bundle do not carry them.
async function loadChecker() {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
}

/** The words a password must not be built from: the product and each part of the owner's names. */
function personalWords(owner: PasswordOwner): string[] {
  const parts = [owner.username, owner.fullName, owner.email, owner.email?.split('@')[0]]
    .flatMap((value) => (value ? [value, ...value.split(/[^\p{L}\p{N}]+/u)] : []))
    .map((part) => part.toLowerCase())
    .filter((part) => part.length >= SHORTEST_PERSONAL_PART);
  return [...new Set([PRODUCT_NAME.toLowerCase(), ...parts])];
}

/** How much of the password is made of those words, whichever dictionary zxcvbn preferred. */
function personalShare(password: string, words: string[]): number {
  const lower = password.toLowerCase();
  const covered = new Set<number>();
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      for (let i = at; i < at + word.length; i++) covered.add(i);
    }
  }
  return covered.size / password.length;
}

/** The password rules of every form that chooses a password, for the server and the meter alike. */
export async function assessPassword(
  password: string,
  owner: PasswordOwner = {},
): Promise<PasswordAssessment> {
  if (password.length > MAX_PASSWORD_LENGTH) return { score: 0, problem: SERVER_MSG.passwordMax };
  checker ??= loadChecker();
  const words = personalWords(owner);
  const result = (await checker).check(password, words);
  const { score } = result;
  const personal = personalShare(password, words);
  // Mostly personal details is refused whatever the score; a name inside a long phrase only
  // counts against it through the score, where zxcvbn already treats it as cheap to guess.
  if (personal >= 0.5) {
    return { score: Math.min(score, 1) as PasswordScore, problem: SERVER_MSG.passwordPersonal };
  }
  if (password.length < MIN_PASSWORD_LENGTH) return { score, problem: MSG.passwordMin };
  if (score < ACCEPTED_SCORE) {
    const problem = personal > 0 ? SERVER_MSG.passwordPersonal : SERVER_MSG.passwordTooGuessable;
    return { score, problem };
  }
  return { score, problem: undefined };
}
