// Where the simulator's stand-ins for Apple's upload host and image CDN live: under the sandbox's
// own prefix, beside `_control/`, outside Apple's routed API (no bearer token; an upload URL carries
// its own secret, as Apple's pre-signed ones do). One place builds and reads these paths.

export const UPLOAD_PATH = "/_upload/";
export const IMAGES_PATH = "/_images/";

/** Part `partIndex` of a screenshot's reservation, e.g. `<apiRoot>/_upload/<id>/0?token=…`. */
export function uploadUrl(apiRoot: string, screenshotId: string, partIndex: number, token: string): string {
  return `${apiRoot}${UPLOAD_PATH}${screenshotId}/${partIndex}?token=${encodeURIComponent(token)}`;
}

/** `/_upload/<id>/<part>` (the part after the prefix): the screenshot and the part's index. */
export function parseUploadPath(rest: string): { screenshotId: string; partIndex: number } | null {
  // Ids are UUIDs: nothing to decode.
  const match = /^([A-Za-z0-9-]{1,64})\/(\d{1,6})$/.exec(rest);
  if (!match) return null;
  return { screenshotId: match[1]!, partIndex: Number(match[2]) };
}

/**
 * An asset token shaped like Apple's (`Purple…/v4/aa/bb/cc/<uuid>/pr_source.png`): a path, so
 * clients that take the token apart, or put it in a URL, meet the same slashes as with Apple.
 */
export function assetTokenFor(id: string, extension: "png" | "jpg"): string {
  const hex = id.replace(/-/g, "");
  return `PurpleSim/v4/${hex.slice(0, 2)}/${hex.slice(2, 4)}/${hex.slice(4, 6)}/${id}/pr_source.${extension}`;
}

/** Where the image CDN stand-in serves renditions, beside the API at `apiRoot`. */
export const imagesRoot = (apiRoot: string): string => `${apiRoot}${IMAGES_PATH.slice(0, -1)}`;

/** Apple's `imageAsset.templateUrl` under an images root: `{w}`, `{h}` and `{f}` are literal placeholders the client fills in. */
export function imageTemplateUrl(root: string, assetToken: string): string {
  return `${root}/${assetToken}/{w}x{h}bb.{f}`;
}

/** `<token>/<w>x<h>bb.<f>` (the part after the prefix), as a template URL filled in. */
export function parseImagePath(rest: string): { assetToken: string; width: number; height: number; format: string } | null {
  const slash = rest.lastIndexOf("/");
  const rendition = /^(\d{1,5})x(\d{1,5})bb\.(png|jpg|jpeg|webp)$/.exec(rest.slice(slash + 1));
  if (slash <= 0 || !rendition) return null;
  return { assetToken: rest.slice(0, slash), width: Number(rendition[1]), height: Number(rendition[2]), format: rendition[3]! };
}
