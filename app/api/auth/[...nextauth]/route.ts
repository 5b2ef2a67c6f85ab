import { nextAuthRoute } from "@/lib/auth/route-handler";

// GET|POST /api/auth/* – next-auth: csrf, credentials sign-in, session, sign-out
export const GET = nextAuthRoute;
export const POST = nextAuthRoute;
