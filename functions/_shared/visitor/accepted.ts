/** 202: the analytics call was taken. `stored` says whether this call added rows. */
export function accepted(body: { stored: boolean; duplicate?: true; paused?: true }): Response {
  return Response.json(body, { status: 202 });
}
