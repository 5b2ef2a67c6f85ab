import { unknownApiRoute } from "@/lib/system/unknown-route";

// Any other /api path – 404 problem details
export const GET = unknownApiRoute;
export const POST = unknownApiRoute;
export const PUT = unknownApiRoute;
export const PATCH = unknownApiRoute;
export const DELETE = unknownApiRoute;
