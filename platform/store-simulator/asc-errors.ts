// ASC's error documents: {errors: [{id, status, code, title, detail, source}]}. Codes and
// titles follow what ASC returns for each case (see lib/store/README.md).

export interface AscErrorSpec {
  status: number;
  code: string;
  title: string;
  detail: string;
  source?: { pointer: string } | { parameter: string };
}

/** Thrown inside handlers; the router turns it into an ASC error response. */
export class AscHttpError extends Error {
  readonly specs: AscErrorSpec[];
  constructor(
    spec: AscErrorSpec | AscErrorSpec[],
    readonly headers: Record<string, string> = {},
  ) {
    const specs = Array.isArray(spec) ? spec : [spec];
    super(specs[0]!.detail);
    this.specs = specs;
  }
  get status(): number {
    return this.specs[0]!.status;
  }
}

export const ascErrors = {
  notAuthorized: (): AscErrorSpec => ({
    status: 401,
    code: "NOT_AUTHORIZED",
    title: "Authentication credentials are missing or invalid.",
    detail:
      "Provide a properly configured and signed bearer token, and make sure that it has not expired. Learn more about Generating Tokens for API Requests https://developer.apple.com/go/?id=api-generating-tokens",
  }),
  forbidden: (detail = "The API key in use does not allow this request"): AscErrorSpec => ({
    status: 403,
    code: "FORBIDDEN_ERROR",
    title: "This request is forbidden for security reasons",
    detail,
  }),
  notFound: (type: string, id: string): AscErrorSpec => ({
    status: 404,
    code: "NOT_FOUND",
    title: "The specified resource does not exist",
    detail: `There is no resource of type '${type}' with id '${id}'`,
  }),
  noSuchPath: (): AscErrorSpec => ({
    status: 404,
    code: "NOT_FOUND",
    title: "The specified resource does not exist",
    detail: "The path provided does not match a defined resource type.",
  }),
  methodNotAllowed: (method: string): AscErrorSpec => ({
    status: 405,
    code: "METHOD_NOT_ALLOWED",
    title: "The request method is not valid for the resource path.",
    detail: `The request method '${method}' is not valid for the resource path.`,
  }),
  parameterInvalid: (parameter: string, detail: string): AscErrorSpec => ({
    status: 400,
    code: "PARAMETER_ERROR.INVALID",
    title: "A parameter has an invalid value",
    detail,
    source: { parameter },
  }),
  parameterIllegal: (parameter: string): AscErrorSpec => ({
    status: 400,
    code: "PARAMETER_ERROR.ILLEGAL",
    title: "A parameter provided is not allowed for this request",
    detail: `The parameter '${parameter}' can not be used with this request`,
    source: { parameter },
  }),
  parameterRequired: (parameter: string): AscErrorSpec => ({
    status: 400,
    code: "PARAMETER_ERROR.REQUIRED",
    title: "A required parameter is missing",
    detail: `The parameter '${parameter}' is required`,
    source: { parameter },
  }),
  // The title and detail ASC sends when a version's state forbids an edit.
  stateError: (detail: string, pointer?: string): AscErrorSpec => ({
    status: 409,
    code: "STATE_ERROR",
    title: "The request cannot be fulfilled because of the state of another resource.",
    detail,
    ...(pointer ? { source: { pointer } } : {}),
  }),
  relationshipInvalid: (pointer: string, detail: string): AscErrorSpec => ({
    status: 409,
    code: "ENTITY_ERROR.RELATIONSHIP.INVALID",
    title: "The provided entity includes a relationship with an invalid value",
    detail,
    source: { pointer },
  }),
  attributeInvalid: (pointer: string, detail: string): AscErrorSpec => ({
    status: 409,
    code: "ENTITY_ERROR.ATTRIBUTE.INVALID",
    title: "The provided entity includes an attribute with an invalid value",
    detail,
    source: { pointer },
  }),
  duplicate: (pointer: string, detail: string): AscErrorSpec => ({
    status: 409,
    code: "ENTITY_ERROR.ATTRIBUTE.INVALID.DUPLICATE",
    title: "The provided entity includes an attribute with a value that has already been used",
    detail,
    source: { pointer },
  }),
  unprocessable: (detail: string, pointer = "/data"): AscErrorSpec => ({
    status: 422,
    code: "ENTITY_UNPROCESSABLE",
    title: "The request entity is not valid.",
    detail,
    source: { pointer },
  }),
  rateLimited: (): AscErrorSpec => ({
    status: 429,
    code: "RATE_LIMIT_EXCEEDED",
    title: "The request rate limit has been reached.",
    detail: "We've received too many requests for this API. Please wait and try again or slow down your request rate.",
  }),
  unexpected: (status: number): AscErrorSpec =>
    status === 503
      ? {
          status,
          code: "SERVICE_UNAVAILABLE",
          title: "The service is temporarily unavailable.",
          detail: "The service is temporarily unavailable. Please try again later.",
        }
      : {
          status,
          code: "UNEXPECTED_ERROR",
          title: "An unexpected error occurred.",
          detail:
            "An unexpected error occurred on the server side. If this issue continues, contact us at https://developer.apple.com/contact/.",
        },
};

let errorCounter = 0;

/** ASC sends one entry per problem (e.g. one per attribute a state forbids editing). */
export function errorDocument(specs: AscErrorSpec | AscErrorSpec[]): { errors: Record<string, unknown>[] } {
  return {
    errors: (Array.isArray(specs) ? specs : [specs]).map((spec) => {
      errorCounter += 1;
      // ASC error ids are opaque UUIDs; a counter keeps ours unique without randomness.
      const id = `00000000-0000-4000-8000-${errorCounter.toString(16).padStart(12, "0")}`;
      return { id, ...spec, status: String(spec.status) };
    }),
  };
}
