import { noOperationHere } from "@/lib/http/errors";
import { problemResponse } from "@/lib/http/problem";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/http/request-context";

/** Any /api path no route serves: problem details rather than Next's HTML 404 page. */
export async function unknownApiRoute(request: Request): Promise<Response> {
  const requestId = requestIdFor(request);
  const response = problemResponse(noOperationHere(), requestId, new URL(request.url).pathname);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}
