import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

export type PropertySummary = Schemas['PropertyListItem'];
export type Property = Schemas['PropertyDetail'];
export type Gallery = Schemas['Gallery'];
export type Distance = Schemas['Distance'];
export type CounterBlock = Schemas['CounterBlock'];
export type Town = NonNullable<Property['town']>;
export type Visibility = PropertySummary['visibility'];
