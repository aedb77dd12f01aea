import type { MediaType } from '@adlib/shared/lists';

/** What the list and the new page hand to the edit page through the navigation state. */
export interface EditPageState {
  /** the list URL (with its filters) to return to after saving */
  returnTo?: string;
  /** set when the new page saved the ad but its file upload failed */
  mediaType?: MediaType;
  uploadError?: string;
}
