import { readEnv } from '../_shared/env.ts';
import { handle } from './handler.ts';

const env = readEnv(Deno.env.toObject());
Deno.serve((request) => handle(request, env));
