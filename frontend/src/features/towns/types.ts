import type { components } from '@/lib/api/schema';

export type Town = components['schemas']['Town'];
/** POST /towns (no id) and PUT /towns (with id). */
export type TownInput = components['schemas']['TownInput'];
