// A new version starts with the previous one's screenshots and app previews, as App Store Connect
// copies them with the texts: new sets and screenshots (ids of their own) showing the same processed
// images (the same asset tokens). Only processed screenshots come along; uploads in flight do not.

import type { SimState } from "../state";

/** Copies the media of localization `fromId` to localization `toId`. */
export function carryOverMedia(state: SimState, fromId: string, toId: string, newId: () => string): void {
  for (const set of state.screenshotSets.filter((candidate) => candidate.localizationId === fromId)) {
    const copy = { ...set, id: newId(), localizationId: toId, screenshotIds: [] as string[] };
    for (const screenshotId of set.screenshotIds) {
      const screenshot = state.screenshots.find((candidate) => candidate.id === screenshotId);
      if (screenshot?.assetDeliveryState.state !== "COMPLETE") continue;
      const id = newId();
      state.screenshots.push({ ...screenshot, id, setId: copy.id, assetDeliveryState: { ...screenshot.assetDeliveryState, errors: [] } });
      copy.screenshotIds.push(id);
    }
    state.screenshotSets.push(copy);
  }
  for (const set of state.previewSets.filter((candidate) => candidate.localizationId === fromId)) {
    const copy = { ...set, id: newId(), localizationId: toId, previewIds: [] as string[] };
    for (const previewId of set.previewIds) {
      const preview = state.previews.find((candidate) => candidate.id === previewId);
      if (!preview) continue;
      const id = newId();
      state.previews.push({ ...preview, id, setId: copy.id });
      copy.previewIds.push(id);
    }
    state.previewSets.push(copy);
  }
}
