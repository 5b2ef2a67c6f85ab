import { nextAuthRoute } from "@/lib/auth/route-handler";

// GET|POST /api/auth/* – next-auth: csrf, credentials sign-in, session, sign-out
export const GET = nextAuthRoute;
export const POST = nextAuthRoute;

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
