// Schema pieces the staff answers of several domains share (staff-answers.ts collects every domain's answers).
import { z } from '../schemas/zod';

export const timestamp = z.string().min(1);

export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const counts = z.record(z.string(), z.number());
