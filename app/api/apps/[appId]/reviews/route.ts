import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import { listReviews } from "@/lib/reviews/list-reviews";
import * as reviews from "@/lib/reviews/operations";

// GET /api/apps/{appId}/reviews?rating=&minRating=&maxRating=&territory=&responded=&search=&cursor=&limit= – synced reviews, newest first
export const GET = handle(reviews.listReviews, async ({ user, params, query }) => ok(await listReviews(user.id, params.appId, query)));

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
