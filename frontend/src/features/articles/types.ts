import type { components } from '@/lib/api/schema';

export type Article = components['schemas']['Article'];
