import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/** A GET of this app's own public API in-process: the same routes, validation and cache a browser meets. */
export const readInternally = (app: FastifyInstance, url: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json', ...internalReadHeaders },
  });
