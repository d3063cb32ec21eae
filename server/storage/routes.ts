import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { BackendDeps } from '../contracts.ts';
import { callerFromHeaders, type Caller } from '../rest/callerClaims.ts';
import { RestError } from '../rest/restError.ts';
import { listFolder, readListRequest } from './listFolder.ts';
import type { ObjectFiles } from './objectFiles.ts';
import { checkBucketName, checkObjectKey, pathSegments } from './objectPath.ts';
import { objectResponse } from './objectResponse.ts';
import { objectRows, type Bucket, type ObjectRow } from './objectRows.ts';
import { readJson } from './requestBody.ts';
import { checkExpiresIn, signObjectUrl, verifyObjectToken } from './signedUrls.ts';
import { StorageError, badRequest, notFound, storageFailure } from './storageError.ts';
import { fileObject, objectInfo } from './objectJson.ts';
import { uploadObject } from './uploadObject.ts';

/** Every route this API answers (HEAD with each GET), for the hostile-input corpus to cover. */
export const storageRoutes = [
  'GET /bucket',
  'GET /bucket/:id',
  'POST /object/:bucket/:key',
  'PUT /object/:bucket/:key',
  'GET /object/:bucket/:key',
  'DELETE /object/:bucket/:key',
  'DELETE /object/:bucket',
  'GET /object/public/:bucket/:key',
  'GET /object/authenticated/:bucket/:key',
  'GET /object/info/:bucket/:key',
  'GET /object/sign/:bucket/:key',
  'POST /object/sign/:bucket/:key',
  'POST /object/sign/:bucket',
  'POST /object/list/:bucket',
] as const;

/** Bucket names the routes' own words take; Supabase Storage reserves them the same way. */
const routeWords = new Set(['public', 'authenticated', 'sign', 'list', 'info', 'upload', 'move', 'copy']);

/**
 * `/storage/v1`: the part of Supabase Storage that supabase-js's `storage` uses: upload, download
 * (with ranges), public and signed URLs, list, info and remove. Who may do what is decided by
 * row-level security on storage.objects, queried as the caller; the buckets' types and limits by
 * the server, as Supabase's storage server does.
 */
export function createStorageRoutes(deps: BackendDeps, files: ObjectFiles): Hono {
  const rows = objectRows(deps.db);
  const secret = deps.config.jwtSecret;
  const app = new Hono();
  app.use(cors({ origin: '*', exposeHeaders: ['Content-Range', 'Content-Length', 'Accept-Ranges', 'ETag', 'Content-Disposition'] }));

  const caller = async (c: Context): Promise<Caller> => {
    try {
      return await callerFromHeaders(c.req.raw.headers, secret, deps.now);
    } catch (error) {
      if (error instanceof RestError) throw new StorageError(error.status === 401 ? 401 : 400, 'Unauthorized', error.message);
      throw error;
    }
  };
  const bucketOf = async (name: string): Promise<Bucket> => {
    const bucket = await rows.bucket(checkBucketName(name));
    if (!bucket) throw new StorageError(404, 'Bucket not found', `Bucket not found: there is no bucket named "${name}".`);
    return bucket;
  };
  const found = (object: ObjectRow | undefined): ObjectRow => {
    if (!object) throw notFound();
    return object;
  };
  const target = (segments: string[]) => {
    const [bucket = '', ...key] = segments;
    return { bucket: checkBucketName(bucket), key: checkObjectKey(key.join('/')) };
  };
  const download = (c: Context) => (c.req.query('download') === undefined ? undefined : c.req.query('download'));

  const answer = async (c: Context): Promise<Response> => {
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    // The path as sent: each segment is decoded once, here (a key may hold an encoded `%`).
    const sentPath = new URL(c.req.url).pathname;
    const [area, word = '', ...rest] = pathSegments(sentPath.slice(sentPath.indexOf('/storage/v1') + '/storage/v1'.length));

    if (area === 'bucket') {
      if (method !== 'GET')
        throw new StorageError(405, 'not_supported', 'Buckets are made and changed by migrations here; this API only reads them.');
      const buckets = await rows.bucketsAsCaller(await caller(c), word === '' ? undefined : checkBucketName(word));
      if (word === '') return Response.json(buckets);
      if (!buckets[0]) throw new StorageError(404, 'Bucket not found', `Bucket not found: there is no bucket named "${word}".`);
      return Response.json(buckets[0]);
    }
    if (area !== 'object') throw notFound(`No storage route answers ${c.req.method} ${c.req.path}.`);

    if (word === 'public' && method === 'GET') {
      const { bucket, key } = target(rest);
      if (!(await bucketOf(bucket)).public)
        throw new StorageError(400, 'not_public', `The bucket "${bucket}" is not public: use a signed URL or an authenticated download.`);
      return objectResponse(c.req.raw, files, found(await rows.objectAsServer(bucket, key)), { public: true, download: download(c) });
    }
    if (word === 'authenticated' && method === 'GET') {
      const { bucket, key } = target(rest);
      return objectResponse(c.req.raw, files, found(await rows.objectAsCaller(await caller(c), bucket, key)), {
        public: false,
        download: download(c),
      });
    }
    if (word === 'info' && method === 'GET') {
      const [first = '', ...after] = rest;
      const { bucket, key } = target(first === 'public' || first === 'authenticated' ? after : rest);
      return Response.json(objectInfo(found(await rows.objectAsCaller(await caller(c), bucket, key))));
    }
    if (word === 'sign') {
      if (method === 'GET') {
        const { bucket, key } = target(rest);
        await verifyObjectToken(secret, c.req.query('token'), bucket, key, deps.now());
        return objectResponse(c.req.raw, files, found(await rows.objectAsServer(bucket, key)), { public: false, download: download(c) });
      }
      if (method !== 'POST') throw methodNotAllowed(c);
      const who = await caller(c);
      const body = await readJson(c.req.raw);
      const expiresIn = checkExpiresIn(body.expiresIn);
      if (rest.length === 1) return Response.json(await signMany(who, checkBucketName(rest[0]), body.paths, expiresIn));
      const { bucket, key } = target(rest);
      found(await rows.objectAsCaller(who, bucket, key));
      return Response.json({ signedURL: await signObjectUrl(secret, bucket, key, expiresIn, deps.now()) });
    }
    if (word === 'list') {
      if (method !== 'POST') throw methodNotAllowed(c);
      const bucket = checkBucketName(rest[0]);
      if (rest.length !== 1) throw notFound(`No storage route answers ${c.req.method} ${c.req.path}.`);
      await bucketOf(bucket);
      const request = readListRequest(await readJson(c.req.raw));
      return Response.json(await listFolder(rows, await caller(c), bucket, request));
    }
    if (word === 'upload' || word === 'move' || word === 'copy')
      throw new StorageError(
        404,
        'not_supported',
        `This backend does not offer /object/${word}: upload with supabase.storage.from(bucket).upload(path, file) instead.`,
      );

    // /object/{bucket} and /object/{bucket}/{key}
    if (routeWords.has(word)) throw methodNotAllowed(c);
    if (rest.length === 0) {
      if (method !== 'DELETE') throw methodNotAllowed(c);
      const bucket = checkBucketName(word);
      await bucketOf(bucket);
      const body = await readJson(c.req.raw);
      const prefixes = body.prefixes;
      if (
        !Array.isArray(prefixes) ||
        prefixes.length === 0 ||
        prefixes.length > 1000 ||
        !prefixes.every((prefix) => typeof prefix === 'string')
      )
        throw badRequest('prefixes must be a list of 1 to 1000 object keys to remove.');
      return Response.json(
        await removeObjects(
          await caller(c),
          bucket,
          prefixes.map((prefix: string) => checkObjectKey(prefix)),
        ),
      );
    }
    const { bucket, key } = target([word, ...rest]);
    if (method === 'GET')
      return objectResponse(c.req.raw, files, found(await rows.objectAsCaller(await caller(c), bucket, key)), {
        public: false,
        download: download(c),
      });
    if (method === 'DELETE') {
      const removed = await removeObjects(await caller(c), bucket, [key]);
      if (removed.length === 0) throw notFound();
      return Response.json({ message: 'Successfully deleted' });
    }
    if (method === 'POST' || method === 'PUT') {
      const who = await caller(c);
      const mode = method === 'PUT' ? 'update' : c.req.header('x-upsert') === 'true' ? 'upsert' : 'insert';
      return Response.json(await uploadObject({ rows, files, request: c.req.raw }, who, await bucketOf(bucket), key, mode));
    }
    throw methodNotAllowed(c);
  };

  const signMany = async (who: Caller, bucket: string, paths: unknown, expiresIn: number) => {
    if (!Array.isArray(paths) || paths.length === 0 || paths.length > 1000 || !paths.every((path) => typeof path === 'string'))
      throw badRequest('paths must be a list of 1 to 1000 object keys to sign.');
    const now = deps.now();
    const signed = [];
    for (const path of paths as string[]) {
      const object = (() => {
        try {
          return checkObjectKey(path);
        } catch {
          return undefined;
        }
      })();
      const visible = object === undefined ? undefined : await rows.objectAsCaller(who, bucket, object);
      signed.push(
        visible
          ? { error: null, path, signedURL: await signObjectUrl(secret, bucket, visible.name, expiresIn, now) }
          : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
      );
    }
    return signed;
  };
  const removeObjects = async (who: Caller, bucket: string, keys: string[]) => {
    const removed = await rows.remove(who, bucket, keys);
    await Promise.all(removed.map((object) => files.remove(object.version)));
    return removed.map(fileObject);
  };

  app.all('*', async (c) => {
    try {
      return await answer(c);
    } catch (error) {
      return storageFailure(error).toResponse();
    }
  });
  return app;
}

function methodNotAllowed(c: Context): StorageError {
  return new StorageError(405, 'method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}.`);
}
