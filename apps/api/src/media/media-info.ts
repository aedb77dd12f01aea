/** What probe() tells of a media file: the metadata of issue 25 §2. */
interface CommonInfo {
  /** sniffed from the bytes */
  contentType: string;
  bytes: number;
  /** as displayed: after the EXIF orientation of a photo or the rotation of a phone video */
  width: number;
  height: number;
}

export interface ImageInfo extends CommonInfo {
  kind: 'image';
}

export interface VideoInfo extends CommonInfo {
  kind: 'video';
  durationSeconds: number;
  /** frames per second, averaged over the stream */
  frameRate: number;
  /** ffmpeg's name of the video codec: h264, hevc, vp9, … */
  codec: string;
  hasAudio: boolean;
}

export type MediaInfo = ImageInfo | VideoInfo;
