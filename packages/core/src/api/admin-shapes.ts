import { z } from 'zod';
import { wireDate } from './wire.ts';

/** Pieces the back-office answers share (admin-catalogue.ts, admin-blog.ts, admin-dashboard.ts). */

export const count = z.number();
export const counts = z.record(z.string(), count);
export const adminStamps = {
  created_at: wireDate,
  updated_at: wireDate,
  created_by: z.number().nullable(),
  updated_by: z.number().nullable(),
};
