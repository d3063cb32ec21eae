import { readEnv } from '../_shared/env.ts';
import { denoPublicNetwork } from '../_shared/http/denoPublicNetwork.ts';
import { handle } from './handler.ts';

const env = { ...readEnv(Deno.env.toObject()), network: denoPublicNetwork };
Deno.serve((request) => handle(request, env));
