/** The tracking values the tracking feature keeps; the router carries them (shell §2 "plus stored tracking values"). */
export interface StoredTracking {
  values(): Readonly<Record<string, string>>;
}
