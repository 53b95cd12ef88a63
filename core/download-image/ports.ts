/** An image fetched and kept by the page, ready to show and save. */
export interface CachedImage {
  /** What an <img> shows: an object URL of the fetched bytes. */
  readonly src: string;
  /** The name the saved file gets. */
  readonly fileName: string;
}

/** shell §4 "the image is fetched and cached". */
export interface ImageCache {
  /** null when the image cannot be fetched. Never rejects. */
  load(url: string, fileName: string): Promise<CachedImage | null>;
}

/** Saves an image to the phone (a download). */
export interface ImageSaver {
  save(image: CachedImage): void;
}

export interface Clipboard {
  /** false when the text could not be copied (no clipboard, permission refused). */
  copy(text: string): Promise<boolean>;
}
