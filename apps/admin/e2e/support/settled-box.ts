import type { Locator } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

/**
 * The element's box once it has stopped moving: a notification slides in, and a box measured
 * mid-slide overlaps what the settled one does not (or the other way round).
 */
export async function settledBox(locator: Locator, timeoutMs = 5_000): Promise<Box | null> {
  let last = await locator.boundingBox();
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 150));
    const now = await locator.boundingBox();
    const same =
      now &&
      last &&
      now.x === last.x &&
      now.y === last.y &&
      now.width === last.width &&
      now.height === last.height;
    if (same) return now;
    last = now;
  }
  return last;
}
