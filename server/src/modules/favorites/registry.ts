import { Compile } from 'typebox/compile';
import type { FastifySchemaValidationError } from 'fastify';
import { badRequest } from '../../lib/api-error.ts';
import { describeValidationError } from '../../lib/validation-message.ts';
import type { FavoriteKind } from './constants.ts';
import type { FavoriteAvailability, FavoriteChecker } from './kind.ts';

// The registered kinds (app.favorites): each kind's module registers its checker when its routes
// are added; favorites asks the item's kind to check an item on save and to tell whether it can
// still be booked when listed.

// A saved item's kind part stays small: a round-trip flight offer for nine travellers is about
// 12 KB of JSON.
const ITEM_MAX_CHARS = 32_768;

type AnyChecker = FavoriteChecker<unknown>;

interface RegisteredKind {
  checker: AnyChecker;
  validator: ReturnType<typeof Compile>;
}

export function createFavoriteKinds() {
  const kinds = new Map<FavoriteKind, RegisteredKind>();

  return {
    register<Item>(checker: FavoriteChecker<Item>): void {
      kinds.set(checker.kind, {
        checker: checker as AnyChecker,
        validator: Compile(checker.itemSchema),
      });
    },

    /**
     * The item as its kind keeps it (unknown properties dropped); a 400 naming the field when the
     * kind cannot be saved, the item breaks the kind's schema or the key is not the item's.
     * `path` prefixes the fields named ('favorites.2.' in a list).
     */
    checkItem(favorite: { kind: FavoriteKind; key: string; item: unknown }, path = ''): unknown {
      const registered = kinds.get(favorite.kind);
      if (!registered) {
        throw badRequest(
          `${path}kind: ${favorite.kind} cannot be saved yet`,
          'invalid',
          `${path}kind`,
        );
      }
      const { validator, checker } = registered;
      const item = validator.Clean(structuredClone(favorite.item));
      if (!validator.Check(item)) {
        // TypeBox reports errors as Ajv does, but names missing properties in a list.
        const errors = validator.Errors(item).map((error) => {
          const params = error.params as { requiredProperties?: string[] };
          return {
            ...error,
            instancePath: `/${path.replaceAll('.', '/')}item${error.instancePath}`,
            params: params.requiredProperties
              ? { missingProperty: params.requiredProperties[0] }
              : error.params,
          };
        });
        const problem = describeValidationError(errors as FastifySchemaValidationError[], 'body');
        throw badRequest(problem.detail, 'invalid', problem.field ?? `${path}item`);
      }
      if (JSON.stringify(item).length > ITEM_MAX_CHARS) {
        throw badRequest(`${path}item: is too large`, 'invalid', `${path}item`);
      }
      if (checker.keyOf(item) !== favorite.key) {
        throw badRequest(`${path}key: is not this item’s key`, 'invalid', `${path}key`);
      }
      return item;
    },

    // An item of a kind no longer registered is no longer offered.
    async availability(
      kind: FavoriteKind,
      item: unknown,
      now: Date,
    ): Promise<FavoriteAvailability> {
      const registered = kinds.get(kind);
      if (!registered) return { status: 'unavailable', reason: 'not_found' };
      return registered.checker.availability(item, now);
    },
  };
}

export type FavoriteKinds = ReturnType<typeof createFavoriteKinds>;
