/**
 * PROVISIONAL: the staff operations of issue 4, hand-written in openapi-typescript's shape
 * from the brief while the server side is being built. Once ../openapi.yaml carries them,
 * `npm run gen:api` puts them in schema.d.ts and this file goes away.
 */
import type { components, paths as generatedPaths } from './schema';

type Json<T> = { content: { 'application/json': T } };
type ErrorAnswer = Json<components['schemas']['ErrorBody']>;
type NoParameters = { query?: never; header?: never; path?: never; cookie?: never };
// Without path parameters the operation spells `path?: never`, as openapi-typescript does.
type Parameters<P> = P extends undefined
  ? NoParameters
  : { query?: never; header?: never; path: P; cookie?: never };
interface Operation<Body, Answer, PathParameters = undefined> {
  parameters: Parameters<PathParameters>;
  requestBody: Body extends never ? never : Json<Body>;
  responses: {
    200: Json<Answer>;
    201: Json<Answer>;
    400: ErrorAnswer;
    401: ErrorAnswer;
    403: ErrorAnswer;
    404: ErrorAnswer;
    409: ErrorAnswer;
  };
}

export interface SignedInUser {
  role: string;
  picture?: string | null;
  name?: string | null;
  email?: string | null;
}

export interface SessionAnswer {
  token: string;
  user: SignedInUser;
}

export interface DistanceInput {
  distance: number;
  descrip: string;
  place: string;
}

export interface CounterBlockInput {
  value: string;
  label: string;
}

/** SPEC §7 property body, plus the edit-mode extras of §2 (counter blocks, energy). */
export interface PropertyInput {
  ref: string;
  coordinates: string;
  description: string;
  description_list: string;
  distances: DistanceInput[];
  features: string;
  listing_title: string;
  location: string;
  meta_title: string;
  meta_description: string;
  path: string;
  pictures_path: string;
  price: number;
  sold: boolean;
  title: string;
  title2: string;
  visibility: components['schemas']['Visibility'];
  town_id: number | null;
  price_description: string;
  counter_blocks: CounterBlockInput[];
  energy_class: string | null;
  energy_non_renewable_index: number | null;
  energy_renewable_index: number | null;
}

export interface ArticleInput {
  id?: number;
  listing_description: string;
  meta_description: string;
  meta_title: string;
  path: string;
  text: string;
  title: string;
  title2: string;
}

export interface ImageDeleteInput {
  path: string;
  invalidate: boolean;
}

interface ProvisionalPaths {
  '/users/google': { parameters: NoParameters; post: Operation<{ credential: string }, SessionAnswer> };
  '/users/one-time-link': { parameters: NoParameters; post: Operation<{ token: string }, SessionAnswer> };
  '/users/logged': {
    parameters: NoParameters;
    get: Omit<Operation<never, SignedInUser>, 'requestBody'>;
  };
  '/users/sign-out': { parameters: NoParameters; post: Omit<Operation<never, unknown>, 'requestBody'> };
  '/properties': {
    parameters: NoParameters;
    post: Operation<PropertyInput, components['schemas']['PropertyDetail']>;
    put: Operation<PropertyInput, components['schemas']['PropertyDetail']>;
  };
  '/properties/{ref}': {
    parameters: NoParameters;
    delete: Omit<Operation<never, unknown, { ref: string }>, 'requestBody'>;
  };
  '/articles': {
    parameters: NoParameters;
    post: Operation<ArticleInput, components['schemas']['Article']>;
    put: Operation<ArticleInput, components['schemas']['Article']>;
  };
  '/articles/{id}': {
    parameters: NoParameters;
    delete: Omit<Operation<never, unknown, { id: number }>, 'requestBody'>;
  };
  '/images/delete': { parameters: NoParameters; post: Operation<ImageDeleteInput, unknown> };
}

/** The generated paths, with the provisional operations laid over the same path keys. */
export type StaffPaths = {
  [K in keyof generatedPaths | keyof ProvisionalPaths]: K extends keyof ProvisionalPaths
    ? K extends keyof generatedPaths
      ? Omit<generatedPaths[K], keyof ProvisionalPaths[K]> & ProvisionalPaths[K]
      : ProvisionalPaths[K]
    : K extends keyof generatedPaths
      ? generatedPaths[K]
      : never;
};
