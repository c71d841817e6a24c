import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ImageKind } from '../lib/images.ts';
import { globalPlugin } from '../lib/global-plugin.ts';

const AVATARS_URL = '/media/avatars/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface AvatarStore {
  // Writes the picture under a new random name and returns that name.
  save(data: Buffer, kind: ImageKind): Promise<string>;
  // Deletes a stored picture; a missing file is not an error.
  remove(fileName: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    avatars: AvatarStore;
  }
}

// The URL path an avatar is served at, as the profile's `image` field gives it.
export function avatarUrl(fileName: string | null): string | null {
  return fileName === null ? null : `${AVATARS_URL}${fileName}`;
}

// Uploaded avatars live in MEDIA_DIR/avatars under random names that are never reused, so they
// are served as cacheable forever. Their type was checked from their bytes on upload and the
// extension is ours, so the Content-Type is right; nosniff keeps browsers from guessing another.
export const mediaPlugin = globalPlugin(
  { name: 'media', dependencies: ['config'] },
  async (app) => {
    const directory = path.join(app.config.mediaDir, 'avatars');
    await mkdir(directory, { recursive: true });

    await app.register(fastifyStatic, {
      root: directory,
      prefix: AVATARS_URL,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
        reply.header('x-content-type-options', 'nosniff');
      },
    });

    app.decorate('avatars', {
      async save(data, kind) {
        const fileName = `${randomBytes(16).toString('hex')}.${kind.extension}`;
        await writeFile(path.join(directory, fileName), data, { flag: 'wx', mode: 0o644 });
        return fileName;
      },
      async remove(fileName) {
        await unlink(path.join(directory, path.basename(fileName))).catch((error: unknown) => {
          if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
        });
      },
    } satisfies AvatarStore);
  },
);
