/** How far below the viewport an island starts loading, so it is ready when the reader gets there. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';
