import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The server renderer reads the public API in-process (app.inject), from 127.0.0.1. A header
 * holding a secret made at start marks those reads, so they are not counted against a visitor's
 * read budget; nobody outside the process can know the secret.
 */
const INTERNAL_READ_HEADER = 'x-chhiwat-internal-read';
const internalReadToken = randomUUID();

export const internalReadHeaders = { [INTERNAL_READ_HEADER]: internalReadToken };

export const isInternalRead = (request: FastifyRequest) =>
  request.headers[INTERNAL_READ_HEADER] === internalReadToken;
