import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id at OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: 2 satisfies Algorithm.Argon2id as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);
