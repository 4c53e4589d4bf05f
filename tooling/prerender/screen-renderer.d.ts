// The contract of a server-side screen renderer: a remote's build writes one per route whose first
// screen shows data (`dist/prerender/<name>.cjs`), and the site's server calls it for each page.

/** Where and how the renderer reads the first data: the backend as a visitor (the anon key). */
export interface ScreenBackend {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** The storage service renders smaller copies of pictures, so the screen asks for them. */
  imageTransformations?: boolean;
}

export interface RenderedScreen {
  /** The style tags of the screen, then its markup. */
  fragment: string;
  /** The data the screen was drawn from, by key, for the browser to start from. */
  routeData: Record<string, unknown>;
}

export interface ScreenRenderer {
  /** The screen at `pathname`, or null when it cannot be drawn ahead (the page then starts bare). */
  renderScreen(pathname: string, backend: ScreenBackend): Promise<RenderedScreen | null>;
}
